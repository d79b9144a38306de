import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/role-wrong",
  title: "role as a string",
  statements: ["user.role"],
  kind: "wrong-value",
  breakage: setField("user", "role", (u) => String(u.role)),
});
