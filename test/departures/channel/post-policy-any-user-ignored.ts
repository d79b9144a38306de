import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/post-policy-any-user-ignored",
  title: "only subscribers may post, whatever stream_post_policy says",
  statements: ["channel.stream-post-policy"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped and streams/update-post-policy-round-trip runs and passes",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/any-user-can-post"]),
});
