import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "users/update-full-name-ignored",
  title: "full_name is accepted and not applied",
  statements: ["users.update-full-name", "user.full-name"],
  kind: "left-out",
  ...reuse(USERS["users/update-full-name-round-trip"]),
});
