import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/invites-invitee-emails",
  title: "POST /invites answers 500 to invitee_emails over 10,000 characters",
  statements: ["invites.invitee-emails"],
  kind: "edge-crash",
  ...crashOn("POST /invites", "body", "invitee_emails", TRIGGERS.longString("100,000 characters", 10_000)),
});
