import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/dont-block-ignored",
  title: "dont_block is ignored: the poll waits",
  statements: ["events.dont-block"],
  kind: "left-out",
  ...reuse(EVENTS["events/dont-block-returns"]),
});
