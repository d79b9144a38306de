import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/email-missing",
  title: "user objects lack email",
  statements: ["user.email"],
  kind: "left-out",
  breakage: dropField("user", "email"),
});
