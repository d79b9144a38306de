import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/stream-id-missing",
  title: "channel messages lack stream_id",
  statements: ["message.stream-id"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/channel-message-fields"]),
});
