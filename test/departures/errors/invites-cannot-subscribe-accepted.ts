import { errorAccepted } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "errors/invites-cannot-subscribe-accepted",
  title: "stream_ids from a caller who cannot subscribe others is accepted",
  statements: ["errors.invites-cannot-subscribe-others"],
  kind: "left-out",
  knownMiss: "invites/stream-ids-need-subscribe-permission passes when the refusal becomes a success",
  breakage: errorAccepted("POST /invites", /^You do not have permission to subscribe/),
});
