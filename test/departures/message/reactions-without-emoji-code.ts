import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/reactions-without-emoji-code",
  title: "reactions lack emoji_code (one of their five fields)",
  statements: ["message.reactions"],
  kind: "partial",
  ...reuse(MESSAGES["messages/message-object-shape"]),
});
