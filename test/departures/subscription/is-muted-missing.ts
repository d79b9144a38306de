import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/is-muted-missing",
  title: "subscription entries lack is_muted",
  statements: ["subscription.is-muted"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map(({ is_muted: _dropped, ...s }: Record<string, unknown>) => s) } : e)),
});
