import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/ids-decreasing",
  title: "event IDs come in decreasing order",
  statements: ["events.id-and-type"],
  kind: "left-out",
  ...reuse(EVENTS["events/ids-increase"]),
});
