import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: it rewrites Zulip's GET /messages, which the seed-only profile does not serve.
export default departure({
  id: "message/edited-without-timestamp",
  title: "edited messages lack last_edit_timestamp",
  statements: ["message.last-edit-timestamp", "message.edit-history-entries"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(MESSAGES["messages/edit-history-entries"]),
});
