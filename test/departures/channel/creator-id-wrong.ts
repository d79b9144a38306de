import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/creator-id-wrong",
  title: "creator_id names a user who did not create the channel",
  statements: ["channel.creator-id"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/channel-creator-id"]),
});
