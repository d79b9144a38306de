import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-include-owner-subscribed",
  title: "GET /streams answers 500 to include_owner_subscribed=tru",
  statements: ["streams.include-owner-subscribed"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_owner_subscribed", TRIGGERS.boolean("tru")),
});
