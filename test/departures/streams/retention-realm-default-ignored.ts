import { ignoreParam } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "streams/retention-realm-default-ignored",
  title: "message_retention_days realm_default is ignored (numbers and unlimited are applied)",
  statements: ["streams.update-retention"],
  kind: "partial",
  wrap: ignoreParam("PATCH /streams/{stream_id}", "message_retention_days", (v) => v.includes("realm_default")),
});
