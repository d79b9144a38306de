import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/invites-include-realm-default-subscriptions",
  title: "POST /invites answers 500 to include_realm_default_subscriptions spelt yes",
  statements: ["invites.include-realm-default-subscriptions"],
  kind: "edge-crash",
  ...crashOn("POST /invites", "body", "include_realm_default_subscriptions", TRIGGERS.boolean("yes")),
});
