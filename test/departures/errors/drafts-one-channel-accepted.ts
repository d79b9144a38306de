import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/drafts-one-channel-accepted",
  title: "a channel draft without exactly one channel ID is accepted",
  statements: ["errors.drafts-one-channel"],
  kind: "left-out",
  breakage: errorAccepted("POST /drafts", /^Must specify exactly 1 channel/, { ids: [4242] }),
});
