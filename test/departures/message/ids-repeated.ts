import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: it rewrites Zulip's GET /messages, which the seed-only profile does not serve.
export default departure({
  id: "message/ids-repeated",
  title: "two messages under one ID",
  statements: ["message.id"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(MESSAGES["messages/message-ids"]),
});
