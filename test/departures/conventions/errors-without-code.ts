import { jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "conventions/errors-without-code",
  title: "error answers lack code",
  statements: ["conventions.error-code"],
  kind: "left-out",
  breakage: { response: (_req, res, json) => (json?.result === "error" && json.code ? jsonResponse({ result: "error", msg: json.msg }, res) : res) },
});
