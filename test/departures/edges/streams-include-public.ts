import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-include-public",
  title: "GET /streams answers 500 to include_public spelt TRUE",
  statements: ["streams.include-public"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_public", TRIGGERS.boolean("TRUE")),
});
