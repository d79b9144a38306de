import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/scheduled-unknown-user-msg",
  title: "'Invalid user ID: N' instead of 'Invalid user ID N'",
  statements: ["errors.scheduled-unknown-user"],
  kind: "wrong-text",
  ...reuse(SCHEDULED["scheduled-messages/unknown-user"]),
});
