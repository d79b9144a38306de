import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "group/direct-subgroup-ids-missing",
  title: "user groups lack direct_subgroup_ids",
  statements: ["group.direct-subgroup-ids"],
  kind: "left-out",
  breakage: dropField("group", "direct_subgroup_ids"),
});
