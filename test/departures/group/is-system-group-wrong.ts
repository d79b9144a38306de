import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "group/is-system-group-wrong",
  title: "is_system_group inverted",
  statements: ["group.is-system-group"],
  kind: "wrong-value",
  breakage: setField("group", "is_system_group", (g) => !g.is_system_group),
});
