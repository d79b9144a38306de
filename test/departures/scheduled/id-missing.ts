import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "scheduled/id-missing",
  title: "POST /scheduled_messages answers lack scheduled_message_id",
  statements: ["scheduled-message.id", "scheduled.response"],
  kind: "left-out",
  breakage: dropField("scheduled-message", "scheduled_message_id"),
});
