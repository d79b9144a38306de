import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-realm-str-missing",
  title: "message objects lack sender_realm_str",
  statements: ["message.sender-realm-str"],
  kind: "left-out",
  breakage: dropField("message", "sender_realm_str"),
});
