import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: drafts are read back only through Zulip's GET /drafts.
export default departure({
  id: "draft/null-bytes-kept",
  title: "drafts keep their null bytes",
  statements: ["draft.content", "draft.topic"],
  kind: "wrong-value",
  profiles: ["zulip"],
  ...reuse(DRAFTS["drafts/null-bytes-never-stored"]),
});
