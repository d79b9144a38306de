import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/edited-without-timestamp",
  title: "edited messages lack last_edit_timestamp",
  statements: ["message.last-edit-timestamp", "message.edit-history-entries"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /drafts, POST /messages are skipped and messages/edit-history-entries runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/edit-history-entries"]),
});
