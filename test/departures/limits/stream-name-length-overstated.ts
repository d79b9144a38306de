import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: the limits come from Zulip's POST /register (its shape is not shown).
export default departure({
  id: "limits/stream-name-length-overstated",
  title: "max_stream_name_length advertised longer than the names the server takes",
  statements: ["limits.max-stream-name-length"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(STREAMS["streams/update-length-limits"]),
});
