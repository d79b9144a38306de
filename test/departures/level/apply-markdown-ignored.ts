import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/apply-markdown-ignored",
  title: "apply_markdown is ignored: HTML always",
  statements: ["level.120"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  wrap: ignoreParam("GET /messages/{message_id}", "apply_markdown"),
});
