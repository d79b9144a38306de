import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invitation-failed-without-license-field",
  title: "INVITATION_FAILED lacks license_limit_reached",
  statements: ["errors.invitation-failed"],
  kind: "left-out",
  ...reuse(INVITES["invites/invitation-failed-shape"]),
});
