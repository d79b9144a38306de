import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-include-default",
  title: "GET /streams answers 500 to include_default=null",
  statements: ["streams.include-default"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_default", TRIGGERS.boolean("null")),
});
