import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "groups/old-mismatch-accepted",
  title: "a can_mention_group old that does not match is not refused",
  statements: ["groups.update-can-mention-old-new"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/update-can-mention-old-mismatch"]),
});
