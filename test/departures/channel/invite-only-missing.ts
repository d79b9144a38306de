import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "channel/invite-only-missing",
  title: "channel objects lack invite_only",
  statements: ["channel.invite-only"],
  kind: "left-out",
  knownMiss: "streams/update-is-private-round-trip passes when channel objects lack invite_only (the statement names no schema check)",
  breakage: dropField("channel", "invite_only"),
});
