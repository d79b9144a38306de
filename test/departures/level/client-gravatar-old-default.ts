import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/client-gravatar-old-default",
  title: "client_gravatar omitted read as false, the default before level 92",
  statements: ["level.92"],
  kind: "replaced-honoured",
  ...reuse(USERS["users/client-gravatar-default-true"]),
});
