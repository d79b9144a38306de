import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/update-new-name-required",
  title: "PATCH /streams/{stream_id} without new_name is refused",
  statements: ["streams.update-body-optional"],
  kind: "optional-as-required",
  breakage: refuseWithout("PATCH /streams/{stream_id}", "new_name"),
});
