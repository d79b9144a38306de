import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/is-default-always",
  title: "is_default: false on every listed channel, include_default or not",
  statements: ["channel.is-default"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/is-default-only-with-include-default"]),
});
