import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/date-created-iso",
  title: "date_created as ISO 8601 text instead of a UNIX timestamp",
  statements: ["channel.date-created"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/channel-date-created"]),
});
