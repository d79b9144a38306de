import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/moderator-role-ignored",
  title: "role 300 (moderator) is accepted and not applied; the other roles are",
  statements: ["users.update-role"],
  kind: "partial",
  ...reuse(USERS["users/update-role-every-value"]),
});
