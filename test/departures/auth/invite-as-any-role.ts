import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "auth/invite-as-any-role",
  title: "any invite_as is accepted, roles above the inviter's too",
  statements: ["auth.invite-roles"],
  kind: "left-out",
  ...reuse(INVITES["invites/invite-as-above-caller"]),
});
