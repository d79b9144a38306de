import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/mute-ids-truncated",
  title: "muted_user_id read as a 32-bit integer: 2^32 + N mutes user N",
  statements: ["errors.mute-no-such-user"],
  kind: "ids-truncated",
  ...reuse(MUTING["muting/mute-state-table"], 0),
});
