import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/is-announcement-only-wrong",
  title: "is_announcement_only inverted",
  statements: ["channel.is-announcement-only"],
  kind: "wrong-value",
  breakage: setField("channel", "is_announcement_only", (c) => !c.is_announcement_only),
});
