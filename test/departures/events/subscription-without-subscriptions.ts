import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "events/subscription-without-subscriptions",
  title: "subscription events lack subscriptions",
  statements: ["events.subscription"],
  kind: "event-field-missing",
  profiles: ["zulip"],
  breakage: dropEventField((e) => e.type === "subscription", "subscriptions"),
});
