import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "events/dont-block-required",
  title: "GET /events without dont_block is refused",
  statements: ["events.dont-block"],
  kind: "optional-as-required",
  breakage: refuseWithout("GET /events", "dont_block"),
});
