import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-list-flags-optional",
  title: "GET /streams answers 500 to include_public as JSON nested over 1,000 deep",
  statements: ["streams.list-flags-optional"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_public", TRIGGERS.deepJson("list nested 1,200 deep")),
});
