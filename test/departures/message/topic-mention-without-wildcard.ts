import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/topic-mention-without-wildcard",
  title: "a topic mention sets topic_wildcard_mentioned without wildcard_mentioned",
  statements: ["message.wildcard-mentioned"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile the rules read only the messages the server holds (found by ID): no seed operation sends a message, and the development realm has no message with a topic mention",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/wildcard-mentioned-flag"], 0),
});
