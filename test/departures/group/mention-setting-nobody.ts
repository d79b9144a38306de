import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/mention-setting-nobody",
  title: "the mention setting of new groups reads back as role:nobody",
  statements: ["group.setting-value"],
  kind: "wrong-value",
  ...reuse(GROUPS["user-groups/can-mention-group-forms"]),
});
