import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "groups/new-not-required",
  title: "a can_mention_group object without new is read with old as the new value",
  statements: ["groups.update-can-mention-old-new"],
  kind: "partial",
  ...reuse(GROUPS["user-groups/update-can-mention-new-required"]),
});
