import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/client-wrong",
  title: "client is a number",
  statements: ["message.client"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  breakage: setField("message", "client", () => 42),
});
