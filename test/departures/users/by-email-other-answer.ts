import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/by-email-other-answer",
  title: "GET /users/{email} answers another user object than GET /users/{user_id}",
  statements: ["users.get-by-email"],
  kind: "left-out",
  ...reuse(USERS["users/get-user-by-id-and-email"]),
});
