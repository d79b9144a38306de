import { formFields, isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/moderator-role-refused",
  title: "role 300 (moderator) is refused",
  statements: ["level.59-60"],
  kind: "left-out",
  breakage: { request: async (req) => (isOperation(req, "PATCH /users/{user_id}") && (await formFields(req)).role === "300" ? jsonResponse({ result: "error", msg: "Invalid role", code: "BAD_REQUEST" }, undefined, 400) : undefined) },
});
