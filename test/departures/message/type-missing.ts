import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/type-missing",
  title: "message objects lack type",
  statements: ["message.type"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped",
  knownMissIn: ["seed-only"],
  breakage: dropField("message", "type"),
});
