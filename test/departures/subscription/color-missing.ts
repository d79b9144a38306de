import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/color-missing",
  title: "subscription entries lack color",
  statements: ["subscription.color"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map(({ color: _dropped, ...s }: Record<string, unknown>) => s) } : e)),
});
