import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "errors/invisible-message-shown",
  title: "a direct message between other users is shown to anyone who asks",
  statements: ["errors.get-message-invalid"],
  kind: "left-out",
  knownMiss: "on the seed-only profile messages/get-invisible-direct-message needs Zulip's POST /messages to make a direct message between other users, and is skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/get-invisible-direct-message"]),
});
