import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "drafts/events-never-sent",
  title: "created drafts are not synchronized: no drafts event",
  statements: ["drafts.events"],
  kind: "left-out",
  ...reuse(DRAFTS["drafts/events-to-other-clients"]),
});
