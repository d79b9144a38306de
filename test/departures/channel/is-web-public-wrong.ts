import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/is-web-public-wrong",
  title: "is_web_public inverted",
  statements: ["channel.is-web-public"],
  kind: "wrong-value",
  breakage: setField("channel", "is_web_public", (c) => !c.is_web_public),
});
