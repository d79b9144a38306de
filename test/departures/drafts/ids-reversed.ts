import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: drafts are read back only through Zulip's GET /drafts.
export default departure({
  id: "drafts/ids-reversed",
  title: "POST /drafts returns the ids in reverse order",
  statements: ["drafts.create-ids"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(DRAFTS["drafts/create-ids-order"]),
});
