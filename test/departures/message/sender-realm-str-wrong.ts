import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-realm-str-wrong",
  title: "sender_realm_str is a number",
  statements: ["message.sender-realm-str"],
  kind: "wrong-value",
  breakage: setField("message", "sender_realm_str", () => 42),
});
