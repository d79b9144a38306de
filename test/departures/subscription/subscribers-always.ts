import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: subscriptions (and their events) change only through Zulip's POST/DELETE /users/me/subscriptions.
export default departure({
  id: "subscription/subscribers-always",
  title: "subscription entries carry subscribers whatever include_subscribers says",
  statements: ["subscription.subscribers-only-if-requested"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/subscription-subscribers-only-if-requested"]),
});
