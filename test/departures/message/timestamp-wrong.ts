import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/timestamp-wrong",
  title: "timestamp as a string",
  statements: ["message.timestamp"],
  kind: "wrong-value",
  breakage: setField("message", "timestamp", (m) => String(m.timestamp)),
});
