import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-history-public",
  title: "PATCH /streams/{stream_id} answers 500 to history_public_to_subscribers as JSON nested over 1,000 deep",
  statements: ["streams.update-history-public"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "history_public_to_subscribers", TRIGGERS.deepJson("list nested 20,000 deep")),
});
