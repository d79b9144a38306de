import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-can-remove-subscribers-group",
  title: "PATCH /streams/{stream_id} answers 500 to can_remove_subscribers_group=1e400",
  statements: ["streams.update-can-remove-subscribers-group"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "can_remove_subscribers_group", TRIGGERS.doubleOverflow),
});
