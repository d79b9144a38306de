import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "groups/create-without-guest",
  title: "the guest is left out of the members a group is created with",
  statements: ["groups.create"],
  kind: "partial",
  ...reuse(GROUPS["user-groups/create-exact"], 0),
});
