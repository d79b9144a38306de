import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/event-types-not-filtered",
  title: "event_types is not honoured: every queue gets every event type",
  statements: ["events.type-filter"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/event-types-filter"]),
});
