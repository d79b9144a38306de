import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/markdown-never-rendered",
  title: "HTML content is the body escaped in a paragraph: the Markdown is never rendered",
  statements: ["message.content", "messages.get-apply-markdown"],
  kind: "left-out",
  ...reuse(MESSAGES["messages/content-markdown-rendered"]),
});
