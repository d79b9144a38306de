import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/avatar-url-null-without-gravatar",
  title: "avatar_url null although client_gravatar is false",
  statements: ["user.avatar-url"],
  kind: "wrong-value",
  ...reuse(USERS["users/avatar-url-null-only-with-gravatar"]),
});
