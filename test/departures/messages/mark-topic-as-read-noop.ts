import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "messages/mark-topic-as-read-noop",
  title: "mark_topic_as_read answers success and marks nothing",
  statements: ["messages.mark-topic-as-read"],
  kind: "left-out",
  ...reuse(MESSAGES["messages/mark-topic-as-read"]),
});
