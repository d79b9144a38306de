import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/stream-post-policy-wrong",
  title: "stream_post_policy as a string",
  statements: ["channel.stream-post-policy"],
  kind: "wrong-value",
  breakage: setField("channel", "stream_post_policy", (c) => String(c.stream_post_policy)),
});
