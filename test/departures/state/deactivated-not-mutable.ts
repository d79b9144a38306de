import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "state/deactivated-not-mutable",
  title: "a deactivated user is looked up as if they did not exist: muting fails",
  statements: ["state.mute"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's DELETE /users/me/muted_users/{muted_user_id} are skipped and muting/mute-state-table runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MUTING["muting/mute-deactivated-user"]),
});
