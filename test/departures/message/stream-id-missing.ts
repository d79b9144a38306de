import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/stream-id-missing",
  title: "channel messages lack stream_id",
  statements: ["message.stream-id"],
  kind: "left-out",
  ...reuse(MESSAGES["messages/channel-message-fields"]),
});
