import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: it rewrites Zulip's GET /messages, which the seed-only profile does not serve.
export default departure({
  id: "message/avatar-url-null-without-gravatar",
  title: "avatar_url null although client_gravatar is false",
  statements: ["message.avatar-url"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(MESSAGES["messages/avatar-url-null-only-with-gravatar"]),
});
