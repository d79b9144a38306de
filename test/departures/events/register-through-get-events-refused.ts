import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/register-through-get-events-refused",
  title: "GET /events without queue_id is refused instead of registering a queue",
  statements: ["events.register-parameters-instead"],
  kind: "left-out",
  ...reuse(EVENTS["events/register-through-get-events"]),
});
