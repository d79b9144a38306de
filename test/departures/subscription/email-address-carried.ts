import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: subscriptions (and their events) change only through Zulip's POST/DELETE /users/me/subscriptions.
export default departure({
  id: "subscription/email-address-carried",
  title: "subscription entries carry email_address (removed at level 226)",
  statements: ["subscription.no-email-address"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/subscription-no-email-address"]),
});
