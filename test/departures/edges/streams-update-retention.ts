import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-retention",
  title: "PATCH /streams/{stream_id} answers 500 to a negative 20-digit message_retention_days",
  statements: ["streams.update-retention"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "message_retention_days", TRIGGERS.negativeWide),
});
