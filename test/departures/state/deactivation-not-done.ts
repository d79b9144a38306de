import { BROKEN as USERS } from "../../conformance/broken/users.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "state/deactivation-not-done",
  title: "deactivation is accepted and not done",
  statements: ["state.user-deactivated", "user.is-active"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(USERS["users/deactivated-is-active-false"]),
});
