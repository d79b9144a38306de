import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-email-missing",
  title: "message objects lack sender_email",
  statements: ["message.sender-email"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  breakage: dropField("message", "sender_email"),
});
