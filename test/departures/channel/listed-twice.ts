import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/listed-twice",
  title: "a channel listed twice under its stream_id (IDs not unique in the list)",
  statements: ["channel.stream-id"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/channel-fields"]),
});
