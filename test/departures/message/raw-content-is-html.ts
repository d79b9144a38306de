import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/raw-content-is-html",
  title: "raw_content is the rendered HTML, not the raw Markdown",
  statements: ["message.raw-content"],
  kind: "wrong-value",
  ...reuse(MESSAGES["messages/raw-content"]),
});
