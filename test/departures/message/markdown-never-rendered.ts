import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/markdown-never-rendered",
  title: "HTML content is the body escaped in a paragraph: the Markdown is never rendered",
  statements: ["message.content", "messages.get-apply-markdown"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/content-markdown-rendered"]),
});
