import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-include-subscribed",
  title: "GET /streams answers 500 to an empty include_subscribed",
  statements: ["streams.include-subscribed"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_subscribed", TRIGGERS.boolean("")),
});
