import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/invite-only-wrong",
  title: "invite_only inverted",
  statements: ["channel.invite-only"],
  kind: "wrong-value",
  breakage: setField("channel", "invite_only", (c) => !c.invite_only),
});
