import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/direct-subject",
  title: "direct messages carry a non-empty subject",
  statements: ["message.subject"],
  kind: "wrong-value",
  ...reuse(MESSAGES["messages/direct-message-fields"]),
});
