import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/is-default-missing",
  title: "channel objects lack is_default",
  statements: ["channel.is-default"],
  kind: "left-out",
  breakage: dropField("channel", "is_default"),
});
