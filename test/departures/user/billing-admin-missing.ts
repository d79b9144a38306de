import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/billing-admin-missing",
  title: "user objects lack is_billing_admin",
  statements: ["user.is-billing-admin", "level.73"],
  kind: "left-out",
  ...reuse(USERS["users/user-object-fields"]),
});
