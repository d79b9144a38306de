import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/typing-refused",
  title: "the listed event type typing is refused at registration",
  statements: ["events.type-groups"],
  kind: "left-out",
  ...reuse(EVENTS["events/register-every-listed-type"]),
});
