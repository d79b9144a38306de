import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-email-wrong",
  title: "sender_email is not the sender's",
  statements: ["message.sender-email"],
  kind: "wrong-value",
  breakage: setField("message", "sender_email", (m) => `x${m.sender_email}`),
});
