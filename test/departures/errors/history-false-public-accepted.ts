import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/history-false-public-accepted",
  title: "history_public_to_subscribers=false on a public channel answers success instead of 'Invalid parameters'",
  statements: ["errors.update-stream-invalid-combination", "streams.update-history-public"],
  kind: "left-out",
  ...reuse(STREAMS["streams/history-false-public-invalid"]),
});
