import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/invites-expires-in-minutes",
  title: "POST /invites answers 500 to a 20-digit invite_expires_in_minutes",
  statements: ["invites.expires-in-minutes"],
  kind: "edge-crash",
  ...crashOn("POST /invites", "body", "invite_expires_in_minutes", TRIGGERS.wideInteger),
});
