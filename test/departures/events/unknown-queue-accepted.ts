import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/unknown-queue-accepted",
  title: "an unknown queue_id answers success with no events",
  statements: ["events.queue-id"],
  kind: "left-out",
  knownMiss: "on the seed-only profile events/unknown-queue and events/queue-of-another-user run and pass",
  knownMissIn: ["seed-only"],
  ...reuse(EVENTS["events/unknown-queue"]),
});
