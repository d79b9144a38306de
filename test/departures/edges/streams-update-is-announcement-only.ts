import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-is-announcement-only",
  title: "PATCH /streams/{stream_id} answers 500 to is_announcement_only spelt True",
  statements: ["streams.update-is-announcement-only"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "is_announcement_only", TRIGGERS.boolean("True")),
});
