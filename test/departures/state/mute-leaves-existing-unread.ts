import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "state/mute-leaves-existing-unread",
  title: "muting leaves the muted user's earlier messages unread",
  statements: ["state.mute-marks-existing-read"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's DELETE /users/me/muted_users/{muted_user_id} are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MUTING["muting/mute-marks-messages-read"]),
});
