import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/invite-only-missing",
  title: "channel objects lack invite_only",
  statements: ["channel.invite-only"],
  kind: "left-out",
  breakage: dropField("channel", "invite_only"),
});
