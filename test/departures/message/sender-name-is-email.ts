import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/sender-name-is-email",
  title: "sender_full_name is the sender's email",
  statements: ["message.sender-full-name"],
  kind: "wrong-value",
  ...reuse(MESSAGES["messages/sender-fields"]),
});
