import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-realm-str-wrong",
  title: "sender_realm_str is a number",
  statements: ["message.sender-realm-str"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  breakage: setField("message", "sender_realm_str", () => 42),
});
