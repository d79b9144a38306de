import { BROKEN as ENVELOPE } from "../../conformance/broken/envelope.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "streams/can-remove-subscribers-old-name-honoured",
  title: "can_remove_subscribers_group_id still honoured after its rename",
  statements: ["streams.update-can-remove-subscribers-group", "level.158"],
  kind: "replaced-honoured",
  ...reuse(ENVELOPE["envelope/replaced-parameters-not-honoured"]),
});
