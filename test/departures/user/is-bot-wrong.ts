import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/is-bot-wrong",
  title: "is_bot inverted",
  statements: ["user.is-bot"],
  kind: "wrong-value",
  breakage: setField("user", "is_bot", (u) => !u.is_bot),
});
