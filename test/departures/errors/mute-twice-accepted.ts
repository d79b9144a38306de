import { BROKEN as MUTING } from "../../conformance/broken/muting.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/mute-twice-accepted",
  title: "muting an already muted user answers success",
  statements: ["errors.mute-already-muted", "state.mute-already-muted"],
  kind: "left-out",
  ...reuse(MUTING["muting/mute-state-table"]),
});
