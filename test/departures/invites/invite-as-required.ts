import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "invites/invite-as-required",
  title: "POST /invites without invite_as is refused",
  statements: ["invites.invite-as"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /invites", "invite_as"),
});
