import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-is-default-stream",
  title: "PATCH /streams/{stream_id} answers 500 to malformed JSON in is_default_stream",
  statements: ["streams.update-is-default-stream"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "is_default_stream", TRIGGERS.malformedJson),
});
