import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/create-group-unknown-member-kept",
  title: "a create with an unknown member fails but keeps the group",
  statements: ["errors.create-group-unknown-member"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/create-unknown-member"]),
});
