import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/scheduled-topic",
  title: "POST /scheduled_messages answers 500 to a bad percent-escape in topic",
  statements: ["scheduled.topic"],
  kind: "edge-crash",
  ...crashOn("POST /scheduled_messages", "body", "topic", TRIGGERS.badEscape),
});
