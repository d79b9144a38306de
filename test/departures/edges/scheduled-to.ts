import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/scheduled-to",
  title: "POST /scheduled_messages answers 500 to a 20-digit ID in to",
  statements: ["scheduled.to"],
  kind: "edge-crash",
  ...crashOn("POST /scheduled_messages", "body", "to", TRIGGERS.wideInteger),
});
