import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/update-by-anyone",
  title: "anyone's PATCH /users/{user_id} is accepted",
  statements: ["users.update-admin-only", "auth.admin-only-endpoints"],
  kind: "left-out",
  ...reuse(USERS["users/update-user-non-admin-refused"]),
});
