import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "groups/bare-mention-value-honoured",
  title: "a bare can_mention_group value on update taken as the new one (the form before 260)",
  statements: ["level.191-198-258-260"],
  kind: "replaced-honoured",
  ...reuse(GROUPS["user-groups/update-can-mention-bare-value-refused"]),
});
