import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "own-user/delivery-email-missing",
  title: "GET /users/me lacks delivery_email",
  statements: ["own-user.delivery-email", "level.163"],
  kind: "left-out",
  ...reuse(USERS["users/own-user-delivery-email"]),
});
