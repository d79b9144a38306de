import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/rendered-description-missing",
  title: "channel objects lack rendered_description",
  statements: ["channel.rendered-description"],
  kind: "left-out",
  breakage: dropField("channel", "rendered_description"),
});
