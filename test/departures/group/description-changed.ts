import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/description-changed",
  title: "group descriptions come back with a full stop added",
  statements: ["group.id-name-description"],
  kind: "wrong-value",
  ...reuse(GROUPS["user-groups/create-exact"]),
});
