import { isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/invitation-failed-as-bad-request",
  title: "invitees who already have accounts get BAD_REQUEST, not INVITATION_FAILED",
  statements: ["errors.invitation-failed"],
  kind: "wrong-text",
  breakage: { response: (req, res, json) => (isOperation(req, "POST /invites") && json?.code === "INVITATION_FAILED" ? jsonResponse({ result: "error", msg: json.msg, code: "BAD_REQUEST" }, res) : res) },
});
