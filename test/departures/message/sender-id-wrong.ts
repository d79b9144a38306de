import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/sender-id-wrong",
  title: "sender_id names the next user",
  statements: ["message.sender"],
  kind: "wrong-value",
  breakage: setField("message", "sender_id", (m) => m.sender_id + 1),
});
