import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "linkifier/template-level-1-only",
  title: "URL templates expand only the simple {name}: the other RFC 6570 operators read as simple",
  statements: ["linkifier.attributes"],
  kind: "partial",
  knownMiss: "on the seed-only profile its rules that need Zulip's GET /realm/linkifiers, POST /realm/filters are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/topic-links-template-operators"]),
});
