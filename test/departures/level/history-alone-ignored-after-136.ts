import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "level/history-alone-ignored-after-136",
  title: "history_public_to_subscribers alone still silently ignored (the behaviour before level 136)",
  statements: ["level.136"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-history-private-round-trip"]),
});
