import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/bot-delivery-email-hidden",
  title: "a bot's real address is hidden (delivery_email null) from non-administrators",
  statements: ["user.delivery-email"],
  kind: "wrong-value",
  ...reuse(USERS["users/delivery-email-and-email"]),
});
