import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/recipient-id-missing",
  title: "message objects lack recipient_id",
  statements: ["message.recipient-id"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  breakage: dropField("message", "recipient_id"),
});
