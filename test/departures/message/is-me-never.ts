import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/is-me-never",
  title: "is_me_message is always false",
  statements: ["message.is-me-message"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile the rules read only the messages the server holds (found by ID): no seed operation sends a message, and the development realm has no /me message",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/is-me-message"]),
});
