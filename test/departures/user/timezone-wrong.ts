import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/timezone-wrong",
  title: "timezone as a number",
  statements: ["user.timezone"],
  kind: "wrong-value",
  breakage: setField("user", "timezone", () => 0),
});
