import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: drafts are read back only through Zulip's GET /drafts.
export default departure({
  id: "draft/direct-one-recipient",
  title: "direct drafts keep only their first recipient",
  statements: ["draft.type"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(DRAFTS["drafts/every-type-round-trip"]),
});
