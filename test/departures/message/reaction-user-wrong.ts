import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/reaction-user-wrong",
  title: "a reaction's deprecated user.id is not its user_id",
  statements: ["message.reactions"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped and messages/reactions-shape runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/reactions-shape"]),
});
