import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/edit-by-id",
  title: "POST /scheduled_messages with scheduled_message_id edits instead of refusing it",
  statements: ["scheduled.edit-separate", "level.179-184"],
  kind: "left-out",
  ...reuse(SCHEDULED["scheduled-messages/no-edit-parameter"]),
});
