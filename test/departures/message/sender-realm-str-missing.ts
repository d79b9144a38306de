import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-realm-str-missing",
  title: "message objects lack sender_realm_str",
  statements: ["message.sender-realm-str"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  breakage: dropField("message", "sender_realm_str"),
});
