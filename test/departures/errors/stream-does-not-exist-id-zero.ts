import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/stream-does-not-exist-id-zero",
  title: "STREAM_DOES_NOT_EXIST carries stream_id 0, not the channel asked for",
  statements: ["errors.stream-does-not-exist"],
  kind: "left-out",
  ...reuse(SCHEDULED["scheduled-messages/unknown-channel"]),
});
