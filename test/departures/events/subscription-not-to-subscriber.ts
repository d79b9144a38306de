import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: subscriptions (and their events) change only through Zulip's POST/DELETE /users/me/subscriptions.
export default departure({
  id: "events/subscription-not-to-subscriber",
  title: "the subscribed member's clients get no subscription event",
  statements: ["events.subscription"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/subscription-audience"]),
});
