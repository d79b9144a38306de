import { BROKEN as MESSAGES } from "../../conformance/broken/messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "message/topic-links-empty",
  title: "topic_links is always empty",
  statements: ["message.topic-links"],
  kind: "left-out",
  knownMiss: "on the seed-only profile no seed operation sends a message whose topic a linkifier the rule sets matches, and whether a linkifier changed after a message was sent links its topic is not shown",
  knownMissIn: ["seed-only"],
  ...reuse(MESSAGES["messages/topic-links"]),
});
