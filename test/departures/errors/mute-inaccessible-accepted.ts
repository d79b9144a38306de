import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: its setup (RESTRICTED_GUEST) needs Zulip's GET /users and DELETE /users/me/subscriptions.
export default departure({
  id: "errors/mute-inaccessible-accepted",
  title: "an inaccessible user can be muted",
  statements: ["errors.mute-no-such-user"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(MUTING["muting/mute-inaccessible-user"]),
});
