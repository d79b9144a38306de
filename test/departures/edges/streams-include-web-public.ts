import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/streams-include-web-public",
  title: "GET /streams answers 500 to include_web_public spelt on",
  statements: ["streams.include-web-public"],
  kind: "edge-crash",
  ...crashOn("GET /streams", "query", "include_web_public", TRIGGERS.boolean("on")),
});
