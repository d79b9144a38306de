import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/description-missing",
  title: "channel objects lack description",
  statements: ["channel.description"],
  kind: "left-out",
  breakage: dropField("channel", "description"),
});
