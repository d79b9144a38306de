import { BROKEN as GROUPS } from "../../conformance/broken/user-groups.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "groups/description-not-required",
  title: "description is not required on creation",
  statements: ["groups.create"],
  kind: "left-out",
  ...reuse(GROUPS["user-groups/create-exact"], 1),
});
