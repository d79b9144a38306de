import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/code-spans-emptied",
  title: "code spans lose their text when rendered",
  statements: ["message.content"],
  kind: "partial",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/rendered-content-keeps-text"]),
});
