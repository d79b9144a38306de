import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/email-missing",
  title: "user objects lack email",
  statements: ["user.email"],
  kind: "left-out",
  knownMiss: "users/delivery-email-and-email passes when user objects lack email",
  breakage: dropField("user", "email"),
});
