import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/first-message-id-null",
  title: "first_message_id is always null, history or not",
  statements: ["channel.first-message-id"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/channel-first-message-id"]),
});
