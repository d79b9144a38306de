import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "group/members-missing",
  title: "user groups lack members",
  statements: ["group.members"],
  kind: "left-out",
  breakage: dropField("group", "members"),
});
