import { isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/stream-does-not-exist-as-bad-request",
  title: "a scheduled message to an unknown channel gets BAD_REQUEST, not STREAM_DOES_NOT_EXIST",
  statements: ["errors.stream-does-not-exist"],
  kind: "wrong-text",
  breakage: { response: (req, res, json) => (isOperation(req, "POST /scheduled_messages") && json?.code === "STREAM_DOES_NOT_EXIST" ? jsonResponse({ result: "error", msg: json.msg, code: "BAD_REQUEST" }, res) : res) },
});
