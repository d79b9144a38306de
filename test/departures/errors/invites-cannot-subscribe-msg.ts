import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invites-cannot-subscribe-msg",
  title: "'You may not subscribe others.' instead of the seed's msg",
  statements: ["errors.invites-cannot-subscribe-others"],
  kind: "wrong-text",
  ...reuse(INVITES["invites/stream-ids-need-subscribe-permission"]),
});
