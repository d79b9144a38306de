import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/history-honoured-before-136",
  title: "a level-135 server refuses history_public_to_subscribers alone instead of ignoring it",
  statements: ["streams.update-history-public-before-136"],
  kind: "left-out",
  ...reuse(STREAMS["streams/history-ignored-before-136"]),
});
