import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "group/name-missing",
  title: "user groups lack name",
  statements: ["group.id-name-description"],
  kind: "left-out",
  breakage: dropField("group", "name"),
});
