import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/last-event-id-ignored",
  title: "last_event_id is not read: every queued event comes back",
  statements: ["events.after-last-event-id"],
  kind: "left-out",
  ...reuse(EVENTS["events/last-event-id"]),
});
