import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/topic-links-wrong",
  title: "topic_links of strings, not objects",
  statements: ["message.topic-links"],
  kind: "wrong-value",
  knownMiss: "on the seed-only profile its rules that need Zulip's POST /messages, POST /realm/filters are skipped",
  knownMissIn: ["seed-only"],
  breakage: setField("message", "topic_links", () => ["https://example.com"]),
});
