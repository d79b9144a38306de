import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: the limits come from Zulip's POST /register (its shape is not shown).
export default departure({
  id: "limits/message-length-cut",
  title: "a message exactly max_message_length long loses its last character",
  statements: ["limits.max-message-length"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(MESSAGES["messages/length-limits"]),
});
