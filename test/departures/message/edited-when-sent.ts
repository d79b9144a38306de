import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/edited-when-sent",
  title: "every message carries last_edit_timestamp, edited or not",
  statements: ["message.last-edit-timestamp"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /drafts, POST /messages are skipped and messages/edit-history-entries runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/never-edited-no-edit-fields"]),
});
