import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-new-name",
  title: "PATCH /streams/{stream_id} answers 500 to an emoji outside the BMP in new_name",
  statements: ["streams.update-new-name"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "new_name", TRIGGERS.astral),
});
