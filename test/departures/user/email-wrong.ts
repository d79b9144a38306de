import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/email-wrong",
  title: "email is a number",
  statements: ["user.email"],
  kind: "wrong-value",
  knownMiss: "users/delivery-email-and-email passes when email is a number",
  breakage: setField("user", "email", () => 42),
});
