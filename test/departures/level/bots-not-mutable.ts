import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/bots-not-mutable",
  title: "bots cannot be muted on a newest-level server",
  statements: ["level.188", "state.bots-not-mutable-before-188"],
  kind: "left-out",
  ...reuse(MUTING["muting/mute-bot-allowed"]),
});
