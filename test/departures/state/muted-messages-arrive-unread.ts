import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "state/muted-messages-arrive-unread",
  title: "messages from a muted user arrive unread",
  statements: ["state.mute-marks-future-read"],
  kind: "left-out",
  knownMiss: "on the seed-only profile a mute cannot be undone (the seed has no unmute; Zulip's DELETE /users/me/muted_users/{muted_user_id} is missing), and no seed operation sends a message, so messages arriving after a mute cannot be made",
  knownMissIn: ["seed-only"],
  ...reuse(MUTING["muting/muted-future-messages-read"]),
});
