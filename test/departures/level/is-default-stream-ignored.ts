import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "level/is-default-stream-ignored",
  title: "is_default_stream is accepted and not applied",
  statements: ["level.200"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /streams/{stream_id}", "is_default_stream"),
});
