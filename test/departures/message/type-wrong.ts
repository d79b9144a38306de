import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/type-wrong",
  title: "type channel or direct instead of stream or private",
  statements: ["message.type"],
  kind: "wrong-value",
  breakage: setField("message", "type", (m) => (m.type === "stream" ? "channel" : "direct")),
});
