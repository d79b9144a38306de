import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invites-inaccessible-channel-accepted",
  title: "a private channel the inviter cannot access is taken",
  statements: ["errors.invites-invalid-channel"],
  kind: "left-out",
  ...reuse(INVITES["invites/inaccessible-channel"]),
});
