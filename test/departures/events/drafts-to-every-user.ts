import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/drafts-to-every-user",
  title: "drafts events also reach another user's queue",
  statements: ["events.drafts-tie"],
  kind: "wrong-audience",
  ...reuse(EVENTS["events/drafts-audience"]),
});
