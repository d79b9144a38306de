import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/desktop-notifications-missing",
  title: "subscription entries lack desktop_notifications",
  statements: ["subscription.notification-settings"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map(({ desktop_notifications: _dropped, ...s }: Record<string, unknown>) => s) } : e)),
});
