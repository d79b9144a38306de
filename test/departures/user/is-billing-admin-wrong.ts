import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-billing-admin-wrong",
  title: "is_billing_admin as a string",
  statements: ["user.is-billing-admin"],
  kind: "wrong-value",
  breakage: setField("user", "is_billing_admin", (u) => String(u.is_billing_admin)),
});
