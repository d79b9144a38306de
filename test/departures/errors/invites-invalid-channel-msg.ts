import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invites-invalid-channel-msg",
  title: "'Invalid channel ID.' without the channel's ID",
  statements: ["errors.invites-invalid-channel"],
  kind: "wrong-text",
  ...reuse(INVITES["invites/unknown-channel"]),
});
