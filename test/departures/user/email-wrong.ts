import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/email-wrong",
  title: "email is a number",
  statements: ["user.email"],
  kind: "wrong-value",
  breakage: setField("user", "email", () => 42),
});
