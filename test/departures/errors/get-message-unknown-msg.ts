import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/get-message-unknown-msg",
  title: "an unknown message answers 'Invalid message', not 'Invalid message(s)'",
  statements: ["errors.get-message-invalid"],
  kind: "wrong-text",
  ...reuse(MESSAGES["messages/get-unknown-id"]),
});
