import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "subscription/pin-to-top-missing",
  title: "subscription entries lack pin_to_top",
  statements: ["subscription.pin-to-top"],
  kind: "left-out",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "subscription" && Array.isArray(e.subscriptions) ? { ...e, subscriptions: e.subscriptions.map(({ pin_to_top: _dropped, ...s }: Record<string, unknown>) => s) } : e)),
});
