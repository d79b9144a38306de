import { isOperation, jsonResponse } from "../../conformance/support/reference.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/muting-missing",
  title: "POST /users/me/muted_users/{muted_user_id} does not exist (404)",
  statements: ["level.48"],
  kind: "left-out",
  breakage: { request: (req) => (isOperation(req, "POST /users/me/muted_users/{muted_user_id}") ? jsonResponse({ result: "error", msg: "Not found", code: "NOT_FOUND" }, undefined, 404) : undefined) },
});
