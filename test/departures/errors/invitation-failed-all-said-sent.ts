import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invitation-failed-all-said-sent",
  title: "invitees who all have accounts reported as if invitations were sent",
  statements: ["errors.invitation-failed"],
  kind: "left-out",
  ...reuse(INVITES["invites/all-invitees-have-accounts"]),
});
