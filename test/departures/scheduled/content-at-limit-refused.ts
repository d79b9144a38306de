import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: the limits come from Zulip's POST /register (its shape is not shown).
export default departure({
  id: "scheduled/content-at-limit-refused",
  title: "a content exactly max_message_length long is refused",
  statements: ["scheduled.content-limit"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(SCHEDULED["scheduled-messages/length-limits"]),
});
