import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/invites-invite-as",
  title: "POST /invites answers 500 to invite_as in hexadecimal",
  statements: ["invites.invite-as"],
  kind: "edge-crash",
  ...crashOn("POST /invites", "body", "invite_as", TRIGGERS.hexadecimal),
});
