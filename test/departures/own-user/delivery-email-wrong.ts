import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "own-user/delivery-email-wrong",
  title: "the own user's delivery_email null",
  statements: ["own-user.delivery-email"],
  kind: "wrong-value",
  breakage: setField("own-user", "delivery_email", () => null),
});
