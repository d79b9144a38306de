import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/get-stream-ids-truncated",
  title: "Channel IDs read as 32-bit integers: 2^32 + N reaches channel N",
  statements: ["errors.get-stream-invalid"],
  kind: "ids-truncated",
  ...reuse(STREAMS["streams/get-stream-unknown-id"], 0),
});
