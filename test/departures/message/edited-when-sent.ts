import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/edited-when-sent",
  title: "every message carries last_edit_timestamp, edited or not",
  statements: ["message.last-edit-timestamp"],
  kind: "wrong-value",
  ...reuse(MESSAGES["messages/never-edited-no-edit-fields"]),
});
