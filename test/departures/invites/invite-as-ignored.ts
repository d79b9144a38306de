import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "invites/invite-as-ignored",
  title: "invite_as is ignored (the default 400 applies)",
  statements: ["invites.invite-as"],
  kind: "left-out",
  wrap: ignoreParam("POST /invites", "invite_as"),
});
