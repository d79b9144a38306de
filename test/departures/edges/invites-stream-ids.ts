import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/invites-stream-ids",
  title: "POST /invites answers 500 to stream_ids of 100,000 items",
  statements: ["invites.stream-ids"],
  kind: "edge-crash",
  ...crashOn("POST /invites", "body", "stream_ids", TRIGGERS.longList),
});
