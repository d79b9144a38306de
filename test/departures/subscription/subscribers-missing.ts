import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/subscribers-missing",
  title: "subscription entries lack subscribers though include_subscribers is true",
  statements: ["subscription.subscribers-only-if-requested"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map(({ subscribers: _dropped, ...s }: Record<string, unknown>) => s) } : e)),
});
