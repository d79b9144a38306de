import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/can-remove-subscribers-owners-accepted",
  title: "can_remove_subscribers_group role:owners is accepted, though the seed excludes it",
  statements: ["streams.update-can-remove-subscribers-group"],
  kind: "left-out",
  ...reuse(STREAMS["streams/can-remove-subscribers-group-refused"]),
});
