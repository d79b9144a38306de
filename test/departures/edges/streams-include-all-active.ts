import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-include-all-active",
  title: "GET /streams answers 500 to include_all_active=2",
  statements: ["streams.include-all-active"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_all_active", TRIGGERS.boolean("2")),
});
