import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "events/drafts-never-sent",
  title: "drafts events never reach the user's other clients",
  statements: ["events.drafts-tie"],
  kind: "wrong-audience",
  ...reuse(DRAFTS["drafts/events-to-other-clients"]),
});
