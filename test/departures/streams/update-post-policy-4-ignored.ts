import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/update-post-policy-4-ignored",
  title: "stream_post_policy 4 (only moderators) is accepted and not applied; the other values are",
  statements: ["streams.update-post-policy"],
  kind: "partial",
  ...reuse(STREAMS["streams/update-post-policy-round-trip"]),
});
