import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/recipient-id-is-message-id",
  title: "recipient_id is the message's own ID",
  statements: ["message.recipient-id"],
  kind: "wrong-value",
  ...reuse(MESSAGES["messages/recipient-id"]),
});
