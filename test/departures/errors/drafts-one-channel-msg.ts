import { BROKEN as DRAFTS } from "../../conformance/broken/drafts.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/drafts-one-channel-msg",
  title: "a channel draft without one channel ID answers 'Invalid channel'",
  statements: ["errors.drafts-one-channel"],
  kind: "wrong-text",
  ...reuse(DRAFTS["drafts/channel-draft-one-channel"]),
});
