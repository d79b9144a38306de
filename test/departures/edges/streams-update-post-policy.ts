import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-post-policy",
  title: "PATCH /streams/{stream_id} answers 500 to a 20-digit stream_post_policy",
  statements: ["streams.update-post-policy"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "stream_post_policy", TRIGGERS.wideInteger),
});
