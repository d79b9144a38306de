import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/update-stream-unknown-accepted",
  title: "PATCH of an unknown channel ID answers success",
  statements: ["errors.update-stream-unknown"],
  kind: "left-out",
  ...reuse(STREAMS["streams/update-unknown-id"]),
});
