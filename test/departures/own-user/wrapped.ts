import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "own-user/wrapped",
  title: "GET /users/me wraps the own user in `user`",
  statements: ["own-user.flat"],
  kind: "wrong-value",
  ...reuse(USERS["users/own-user-flat"]),
});
