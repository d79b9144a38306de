import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/topic-links-empty",
  title: "topic_links is always empty",
  statements: ["message.topic-links"],
  kind: "left-out",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages, POST /realm/filters are skipped",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/topic-links"]),
});
