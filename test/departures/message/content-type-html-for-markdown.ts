import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/content-type-html-for-markdown",
  title: "content_type says text/html when apply_markdown is false (only one of the two values right)",
  statements: ["message.content-type", "level.120"],
  kind: "partial",
  ...reuse(MESSAGES["messages/apply-markdown"]),
});
