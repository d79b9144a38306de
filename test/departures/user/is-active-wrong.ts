import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-active-wrong",
  title: "is_active inverted",
  statements: ["user.is-active"],
  kind: "wrong-value",
  breakage: setField("user", "is_active", (u) => !u.is_active),
});
