import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/audible-notifications-missing",
  title: "subscription entries lack audible_notifications (one of the five notification settings)",
  statements: ["subscription.notification-settings"],
  kind: "partial",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map(({ audible_notifications: _dropped, ...s }: Record<string, unknown>) => s) } : e)),
});
