import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/post-policy-moderators-as-any",
  title: "stream_post_policy 4 (only moderators) is stored as 1 (any user): one of the four values not enforced",
  statements: ["channel.stream-post-policy"],
  kind: "partial",
  ...reuse(STREAMS["streams/post-policy-enforced"]),
});
