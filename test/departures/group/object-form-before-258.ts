import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/object-form-before-258",
  title: "the object form taken on a level-257 server",
  statements: ["group.setting-value-before-258"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/can-mention-object-refused-before-258"]),
});
