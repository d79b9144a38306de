import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/get-one-with-is-default",
  title: "GET /streams/{stream_id} carries is_default, which the single channel leaves out",
  statements: ["streams.get-one"],
  kind: "left-out",
  ...reuse(STREAMS["streams/get-stream-no-is-default"]),
});
