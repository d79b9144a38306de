import { setField } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "message/topic-links-wrong",
  title: "topic_links of strings, not objects",
  statements: ["message.topic-links"],
  kind: "wrong-value",
  breakage: setField("message", "topic_links", () => ["https://example.com"]),
});
