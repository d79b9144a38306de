import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "invites/realm-default-subscriptions-refused",
  title: "include_realm_default_subscriptions true refused without permission to subscribe others",
  statements: ["invites.include-realm-default-subscriptions"],
  kind: "left-out",
  ...reuse(INVITES["invites/realm-default-subscriptions-without-permission"]),
});
