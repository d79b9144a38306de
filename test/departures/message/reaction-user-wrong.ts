import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: it rewrites Zulip's GET /messages, which the seed-only profile does not serve.
export default departure({
  id: "message/reaction-user-wrong",
  title: "a reaction's deprecated user.id is not its user_id",
  statements: ["message.reactions"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(MESSAGES["messages/reactions-shape"]),
});
