import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/content-changed",
  title: "message content comes back with its text upper-cased",
  statements: ["message.content"],
  kind: "wrong-value",
  breakage: setField("message", "content", (m) => String(m.content).toUpperCase()),
});
