import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/update-stream-ids-truncated",
  title: "PATCH /streams/{stream_id} reads the ID as a 32-bit integer: 2^32 + N edits channel N",
  statements: ["errors.update-stream-unknown"],
  kind: "ids-truncated",
  ...reuse(STREAMS["streams/update-unknown-id"], 0),
});
