import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/update-default-stream-removal-ignored",
  title: "is_default_stream=false is accepted and the channel stays a default channel",
  statements: ["streams.update-is-default-stream", "state.channel-default"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-default-stream-round-trip"]),
});
