import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/type-channel-refused",
  title: "type channel refused on POST /scheduled_messages",
  statements: ["scheduled.type", "level.236-267"],
  kind: "left-out",
  ...reuse(SCHEDULED["scheduled-messages/type-channel"]),
});
