import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/flags-wrong",
  title: "the read flag inverted",
  statements: ["message.flags"],
  kind: "wrong-value",
  breakage: setField("message", "flags", (m) => (m.flags.includes("read") ? m.flags.filter((f: string) => f !== "read") : [...m.flags, "read"])),
});
