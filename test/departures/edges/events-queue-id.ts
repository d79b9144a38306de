import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/events-queue-id",
  title: "GET /events answers 500 to a queue_id over 5,000 characters",
  statements: ["events.queue-id"],
  kind: "edge-crash",
  ...crashOn("GET /events", "query", "queue_id", TRIGGERS.longString("6,000 characters", 5_000)),
});
