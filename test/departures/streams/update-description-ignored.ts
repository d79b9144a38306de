import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/update-description-ignored",
  title: "description is accepted and not applied",
  statements: ["streams.update-description"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /streams/{stream_id}", "description"),
});
