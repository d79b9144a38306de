import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/messages-get-apply-markdown",
  title: "GET /messages/{message_id} answers 500 to apply_markdown spelt TRUE",
  statements: ["messages.get-apply-markdown"],
  kind: "edge-crash",
  ...crashOn("GET /messages/{message_id}", "query", "apply_markdown", TRIGGERS.boolean("TRUE")),
});
