import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/no-heartbeat",
  title: "a blocking poll with no event is never answered with a heartbeat",
  statements: ["events.heartbeat", "limits.blocking-wait"],
  kind: "left-out",
  ...reuse(EVENTS["events/heartbeat"]),
});
