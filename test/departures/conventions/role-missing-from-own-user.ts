import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "conventions/role-missing-from-own-user",
  title: "the own-user answer lacks role",
  statements: ["conventions.role-codes"],
  kind: "left-out",
  breakage: dropField("own-user", "role"),
});
