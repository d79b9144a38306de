import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/scheduled-content-limit",
  title: "POST /scheduled_messages answers 500 to content over 10,000 characters",
  statements: ["scheduled.content-limit"],
  kind: "edge-crash",
  ...crashOn("POST /scheduled_messages", "body", "content", TRIGGERS.longString("100,000 characters", 10_000)),
});
