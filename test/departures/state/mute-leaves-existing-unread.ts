import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "state/mute-leaves-existing-unread",
  title: "muting leaves the muted user's earlier messages unread",
  statements: ["state.mute-marks-existing-read"],
  kind: "left-out",
  knownMiss: "on the seed-only profile a mute cannot be undone (the seed has no unmute; Zulip's DELETE /users/me/muted_users/{muted_user_id} is missing), so the muting rules that mute someone with messages are skipped rather than leave the organization changed for every later rule and run",
  knownMissIn: ["seed-only"],
  ...reuse(MUTING["muting/mute-marks-messages-read"]),
});
