import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/owner-not-admin",
  title: "owners are not shown as administrators (is_admin false)",
  statements: ["user.is-owner"],
  kind: "wrong-value",
  ...reuse(USERS["users/role-flags-agree"]),
});
