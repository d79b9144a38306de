import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: drafts are read back only through Zulip's GET /drafts.
export default departure({
  id: "draft/channel-drafts-without-timestamp",
  title: "channel drafts get no timestamp",
  statements: ["draft.timestamp"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(DRAFTS["drafts/timestamp-filled"], 1),
});
