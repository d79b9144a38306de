import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/update-retention-ignored",
  title: "message_retention_days is accepted and not applied",
  statements: ["streams.update-retention"],
  kind: "left-out",
  wrap: ignoreParam("PATCH /streams/{stream_id}", "message_retention_days"),
});
