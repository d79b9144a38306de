import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/retention-unlimited-as-default",
  title: "retention 'unlimited' reads back as null (inherit) instead of -1",
  statements: ["channel.message-retention-days"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/update-retention-round-trip"]),
});
