import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "group/guest-left-out",
  title: "the guest is left out of the groups it is made a member of",
  statements: ["group.members"],
  kind: "wrong-value",
  ...reuse(GROUPS["user-groups/create-exact"], 0),
});
