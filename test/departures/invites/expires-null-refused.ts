import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "invites/expires-null-refused",
  title: "invite_expires_in_minutes null is refused",
  statements: ["invites.expires-in-minutes"],
  kind: "left-out",
  ...reuse(INVITES["invites/expires-null-allowed"]),
});
