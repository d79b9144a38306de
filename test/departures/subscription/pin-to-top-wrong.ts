import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/pin-to-top-wrong",
  title: "subscription entries' pin_to_top is a string",
  statements: ["subscription.pin-to-top"],
  kind: "wrong-value",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map((s: Record<string, unknown>) => ({ ...s, pin_to_top: String(s.pin_to_top) })) } : e)),
});
