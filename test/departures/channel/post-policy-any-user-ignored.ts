import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: it rewrites Zulip's POST /messages, which the seed-only profile does not serve (no seed
// operation posts a message, so there is nothing for it to refuse there).
export default departure({
  id: "channel/post-policy-any-user-ignored",
  title: "only subscribers may post, whatever stream_post_policy says",
  statements: ["channel.stream-post-policy"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(MESSAGES["messages/any-user-can-post"]),
});
