import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled-message/id-as-string",
  title: "scheduled_message_id is a string",
  statements: ["scheduled-message.id"],
  kind: "wrong-value",
  ...reuse(SCHEDULED["scheduled-messages/create-returns-id"]),
});
