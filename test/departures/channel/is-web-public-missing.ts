import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/is-web-public-missing",
  title: "channel objects lack is_web_public",
  statements: ["channel.is-web-public"],
  kind: "left-out",
  breakage: dropField("channel", "is_web_public"),
});
