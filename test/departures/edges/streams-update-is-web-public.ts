import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-update-is-web-public",
  title: "PATCH /streams/{stream_id} answers 500 to is_web_public=0",
  statements: ["streams.update-is-web-public"],
  kind: "edge-crash",
  ...crashOn("PATCH /streams/{stream_id}", "body", "is_web_public", TRIGGERS.boolean("0")),
});
