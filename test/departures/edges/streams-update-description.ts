import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-description",
  title: "PATCH /streams/{stream_id} answers 500 to control characters in description",
  statements: ["streams.update-description"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "description", TRIGGERS.control),
});
