import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: deactivation is triggered only through Zulip's DELETE /users/{user_id} ("Triggers for deactivation and reactivation: not shown").
export default departure({
  id: "state/deactivated-not-mutable",
  title: "a deactivated user is looked up as if they did not exist: muting fails",
  statements: ["state.mute"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(MUTING["muting/mute-deactivated-user"]),
});
