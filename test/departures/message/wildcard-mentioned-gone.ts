import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/wildcard-mentioned-gone",
  title: "the deprecated wildcard_mentioned flag is no longer set",
  statements: ["message.wildcard-mentioned", "level.224"],
  kind: "left-out",
  knownMiss: "on the seed-only profile the rules read only the messages the server holds (found by ID): no seed operation sends a message, and the development realm has no message with a wildcard mention",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/wildcard-mentioned-flag"]),
});
