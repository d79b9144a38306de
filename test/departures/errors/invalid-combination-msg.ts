import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invalid-combination-msg",
  title: "an invalid permission combination answers 'Invalid channel permissions', not 'Invalid parameters'",
  statements: ["errors.update-stream-invalid-combination"],
  kind: "wrong-text",
  ...reuse(STREAMS["streams/history-false-not-private-invalid"]),
});
