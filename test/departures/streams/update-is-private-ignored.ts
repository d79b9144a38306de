import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/update-is-private-ignored",
  title: "is_private=true is accepted and not applied",
  statements: ["streams.update-is-private", "state.channel-private"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-is-private-round-trip"]),
});
