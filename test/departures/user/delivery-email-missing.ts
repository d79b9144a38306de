import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "user/delivery-email-missing",
  title: "user objects lack delivery_email",
  statements: ["user.delivery-email"],
  kind: "left-out",
  breakage: dropField("user", "delivery_email"),
});
