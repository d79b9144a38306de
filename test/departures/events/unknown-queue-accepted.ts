import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/unknown-queue-accepted",
  title: "an unknown queue_id answers success with no events",
  statements: ["events.queue-id"],
  kind: "left-out",
  ...reuse(EVENTS["events/unknown-queue"]),
});
