import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/desktop-notifications-wrong",
  title: "desktop_notifications is a string",
  statements: ["subscription.notification-settings"],
  kind: "wrong-value",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: Record<string, unknown>) => ({ ...s, desktop_notifications: "inherit" })) } : e)),
});
