import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "invites/expires-required",
  title: "POST /invites without invite_expires_in_minutes is refused",
  statements: ["invites.expires-in-minutes"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /invites", "invite_expires_in_minutes"),
});
