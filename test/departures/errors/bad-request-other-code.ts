import { jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/bad-request-other-code",
  title: "request errors carry the code INVALID_REQUEST instead of BAD_REQUEST",
  statements: ["errors.bad-request"],
  kind: "wrong-text",
  breakage: { response: (_req, res, json) => (json?.code === "BAD_REQUEST" ? jsonResponse({ ...json, code: "INVALID_REQUEST" }, res) : res) },
});
