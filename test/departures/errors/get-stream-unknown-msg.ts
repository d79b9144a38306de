import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/get-stream-unknown-msg",
  title: "An unknown channel ID on GET /streams/{stream_id} answers 'Channel not found', not 'Invalid channel ID'",
  statements: ["errors.get-stream-invalid"],
  kind: "wrong-text",
  ...reuse(STREAMS["streams/get-stream-unknown-id"]),
});
