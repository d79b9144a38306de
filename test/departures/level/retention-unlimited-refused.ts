import { formFields, isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/retention-unlimited-refused",
  title: "message_retention_days unlimited is refused",
  statements: ["level.91"],
  kind: "left-out",
  breakage: { request: async (req) => (isOperation(req, "PATCH /streams/{stream_id}") && (await formFields(req)).message_retention_days?.includes("unlimited") ? jsonResponse({ result: "error", msg: "Bad value for message_retention_days", code: "BAD_REQUEST" }, undefined, 400) : undefined) },
});
