import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "groups/can-mention-group-required",
  title: "POST /user_groups/create without can_mention_group is refused",
  statements: ["groups.create"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /user_groups/create", "can_mention_group"),
});
