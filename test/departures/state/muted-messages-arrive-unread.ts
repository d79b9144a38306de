import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "state/muted-messages-arrive-unread",
  title: "messages from a muted user arrive unread",
  statements: ["state.mute-marks-future-read"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's DELETE /users/me/muted_users/{muted_user_id} are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MUTING["muting/muted-future-messages-read"]),
});
