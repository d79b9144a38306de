import { BROKEN as STREAMS } from "../../conformance/broken/streams.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "channel/can-remove-subscribers-some-groups-dropped",
  title: "some allowed system groups are accepted for can_remove_subscribers_group and not applied",
  statements: ["channel.can-remove-subscribers-group"],
  kind: "wrong-value",
  ...reuse(STREAMS["streams/can-remove-subscribers-group-every-system-group"]),
});
