import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "group/can-mention-group-missing",
  title: "user groups lack can_mention_group",
  statements: ["group.setting-value", "level.191-198-258-260"],
  kind: "left-out",
  breakage: dropField("group", "can_mention_group"),
});
