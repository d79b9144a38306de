import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "messages/apply-markdown-false-ignored",
  title: "apply_markdown=false is ignored: HTML always comes back",
  statements: ["messages.get-apply-markdown"],
  kind: "partial",
  wrap: ignoreParam("GET /messages/{message_id}", "apply_markdown", (v) => v === "false"),
});
