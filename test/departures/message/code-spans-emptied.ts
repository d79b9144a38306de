import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/code-spans-emptied",
  title: "code spans lose their text when rendered",
  statements: ["message.content"],
  kind: "partial",
  knownMiss: "on the seed-only profile the rules read only the messages the server holds (found by ID): no seed operation sends a message, and the development realm has no message with a code span",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/rendered-content-keeps-text"]),
});
