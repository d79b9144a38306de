import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/description-escaped",
  title: "a description with & comes back escaped (one token kind stored wrongly)",
  statements: ["channel.description", "streams.update-description"],
  kind: "partial",
  ...reuse(STREAMS["streams/update-description-round-trip"], 0),
});
