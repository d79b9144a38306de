import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/can-remove-subscribers-group-missing",
  title: "channel objects lack can_remove_subscribers_group",
  statements: ["channel.can-remove-subscribers-group", "level.158"],
  kind: "left-out",
  breakage: dropField("channel", "can_remove_subscribers_group"),
});
