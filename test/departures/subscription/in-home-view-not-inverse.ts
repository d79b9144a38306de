import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: subscriptions (and their events) change only through Zulip's POST/DELETE /users/me/subscriptions.
export default departure({
  id: "subscription/in-home-view-not-inverse",
  title: "in_home_view equals is_muted instead of its inverse",
  statements: ["subscription.is-muted"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/subscription-entry-fields"]),
});
