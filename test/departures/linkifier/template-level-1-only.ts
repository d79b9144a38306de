import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "linkifier/template-level-1-only",
  title: "URL templates expand only the simple {name}: the other RFC 6570 operators read as simple",
  statements: ["linkifier.attributes"],
  kind: "partial",
  knownMiss: "on the seed-only profile no linkifier can be found to change (Zulip's POST /realm/filters, GET /realm/linkifiers and the register response's realm_linkifiers are missing) and no seed operation sends a message whose topic_links would show the template, so messages/topic-links-template-operators is skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/topic-links-template-operators"]),
});
