import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/is-admin-honoured",
  title: "the legacy is_admin parameter still makes a guest an administrator",
  statements: ["level.8"],
  kind: "replaced-honoured",
  ...reuse(USERS["users/guest-admin-conflict"]),
});
