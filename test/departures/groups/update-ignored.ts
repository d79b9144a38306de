import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "groups/update-ignored",
  title: "group updates are accepted and dropped",
  statements: ["groups.update", "level.165"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/update-round-trip"]),
});
