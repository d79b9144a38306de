import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "user/guest-not-guest",
  title: "the guest's own GET /users/me says is_guest false",
  statements: ["user.is-guest"],
  kind: "wrong-value",
  ...reuse(USERS["users/role-flags-agree"], 0),
});
