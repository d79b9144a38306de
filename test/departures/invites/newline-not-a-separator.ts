import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "invites/newline-not-a-separator",
  title: "only commas separate invitee emails: a newline does not",
  statements: ["invites.invitee-emails"],
  kind: "left-out",
  ...reuse(INVITES["invites/separators"]),
});
