import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/update-post-policy-ignored",
  title: "stream_post_policy is accepted and not applied",
  statements: ["streams.update-post-policy"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /streams/{stream_id}", "stream_post_policy"),
});
