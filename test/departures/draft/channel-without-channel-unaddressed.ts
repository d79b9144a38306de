import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "draft/channel-without-channel-unaddressed",
  title: "a channel draft to no channel is taken as unaddressed",
  statements: ["draft.to"],
  kind: "wrong-value",
  ...reuse(DRAFTS["drafts/channel-draft-one-channel"], 0),
});
