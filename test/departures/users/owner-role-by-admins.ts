import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/owner-role-by-admins",
  title: "an administrator's owner-role changes are accepted",
  statements: ["users.owner-role-by-owners", "auth.owner-role-owners"],
  kind: "left-out",
  ...reuse(USERS["users/owner-role-only-by-owners"]),
});
