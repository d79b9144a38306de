import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/stream-id-wrong",
  title: "stream_id names another channel",
  statements: ["message.stream-id"],
  kind: "wrong-value",
  breakage: setField("message", "stream_id", (m) => m.stream_id + 1),
});
