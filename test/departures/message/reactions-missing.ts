import { dropField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/reactions-missing",
  title: "message objects lack reactions",
  statements: ["message.reactions"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages are skipped and messages/reactions-shape runs and passes",
  knownMissIn: ["seed-only"],
  breakage: dropField("message", "reactions"),
});
