import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-admin-wrong",
  title: "is_admin inverted",
  statements: ["user.is-admin"],
  kind: "wrong-value",
  breakage: setField("user", "is_admin", (u) => !u.is_admin),
});
