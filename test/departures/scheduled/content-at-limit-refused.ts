import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/content-at-limit-refused",
  title: "a content exactly max_message_length long is refused",
  statements: ["scheduled.content-limit"],
  kind: "left-out",
  ...reuse(SCHEDULED["scheduled-messages/length-limits"]),
});
