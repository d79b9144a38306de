import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-is-private",
  title: "PATCH /streams/{stream_id} answers 500 to is_private=1",
  statements: ["streams.update-is-private"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "is_private", TRIGGERS.boolean("1")),
});
