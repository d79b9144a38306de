import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/post-policy-required",
  title: "PATCH /streams/{stream_id} without stream_post_policy is refused",
  statements: ["streams.update-post-policy"],
  kind: "optional-as-required",
  breakage: refuseWithout("PATCH /streams/{stream_id}", "stream_post_policy"),
});
