import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/rendered-description-raw",
  title: "rendered_description is the raw Markdown, not HTML",
  statements: ["channel.rendered-description"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/update-description-round-trip"]),
});
