import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/events-dont-block",
  title: "GET /events answers 500 to dont_block spelt yes",
  statements: ["events.dont-block"],
  kind: "edge-crash",
  ...crashOn("GET /events", "query", "dont_block", TRIGGERS.boolean("yes")),
});
