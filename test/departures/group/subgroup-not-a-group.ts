import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/subgroup-not-a-group",
  title: "a group's direct subgroup is not a group",
  statements: ["group.direct-subgroup-ids"],
  kind: "wrong-value",
  ...reuse(GROUPS["user-groups/list-fields"]),
});
