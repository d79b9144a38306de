import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "invites/realm-default-subscriptions-required",
  title: "POST /invites without include_realm_default_subscriptions is refused",
  statements: ["invites.include-realm-default-subscriptions"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /invites", "include_realm_default_subscriptions"),
});
