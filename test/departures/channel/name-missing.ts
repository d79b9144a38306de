import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/name-missing",
  title: "channel objects lack name",
  statements: ["channel.name"],
  kind: "left-out",
  breakage: dropField("channel", "name"),
});
