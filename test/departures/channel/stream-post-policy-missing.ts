import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/stream-post-policy-missing",
  title: "channel objects lack stream_post_policy",
  statements: ["level.1"],
  kind: "left-out",
  breakage: dropField("channel", "stream_post_policy"),
});
