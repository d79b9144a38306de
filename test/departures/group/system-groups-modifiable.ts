import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/system-groups-modifiable",
  title: "system groups can be modified",
  statements: ["group.is-system-group"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/system-groups-unmodifiable"]),
});
