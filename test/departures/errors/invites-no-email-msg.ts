import { BROKEN as INVITES } from "../../conformance/broken/invites.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invites-no-email-msg",
  title: "'You must specify at least one email address' without its full stop",
  statements: ["errors.invites-no-email"],
  kind: "wrong-text",
  ...reuse(INVITES["invites/no-emails"]),
});
