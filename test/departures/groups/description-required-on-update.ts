import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "groups/description-required-on-update",
  title: "PATCH /user_groups/{user_group_id} without description is refused",
  statements: ["groups.update"],
  kind: "optional-as-required",
  breakage: refuseWithout("PATCH /user_groups/{user_group_id}", "description"),
});
