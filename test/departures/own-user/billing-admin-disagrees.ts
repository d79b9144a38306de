import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "own-user/billing-admin-disagrees",
  title: "GET /users/me says is_billing_admin true where the user object says false",
  statements: ["own-user.fields"],
  kind: "wrong-value",
  ...reuse(USERS["users/own-user-agrees"]),
});
