import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/color-wrong",
  title: "subscription entries' color is a number",
  statements: ["subscription.color"],
  kind: "wrong-value",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: Record<string, unknown>) => ({ ...s, color: 42 })) } : e)),
});
