import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/mention-internet-accepted",
  title: "can_mention_group role:internet or role:owners accepted",
  statements: ["group.mention-not-internet-or-owners"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/can-mention-group-refuses-internet-owners"]),
});
