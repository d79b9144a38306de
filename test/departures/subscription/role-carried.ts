import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: subscriptions (and their events) change only through Zulip's POST/DELETE /users/me/subscriptions.
export default departure({
  id: "subscription/role-carried",
  title: "subscription entries carry role (removed at level 133)",
  statements: ["subscription.no-role"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/subscription-no-role"]),
});
