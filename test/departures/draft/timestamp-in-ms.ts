import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: drafts are read back only through Zulip's GET /drafts.
export default departure({
  id: "draft/timestamp-in-ms",
  title: "draft timestamps in milliseconds",
  statements: ["draft.timestamp"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(DRAFTS["drafts/timestamp-filled"]),
});
