import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/invites-notify-referrer-on-join",
  title: "POST /invites answers 500 to notify_referrer_on_join spelt True",
  statements: ["invites.notify-referrer-on-join"],
  kind: "edge-crash",
  ...crashOn("POST /invites", "body", "notify_referrer_on_join", TRIGGERS.boolean("True")),
});
