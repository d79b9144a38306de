import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/scheduled-type",
  title: "POST /scheduled_messages answers 500 to NUL in type",
  statements: ["scheduled.type"],
  kind: "edge-crash",
  ...crashOn("POST /scheduled_messages", "body", "type", TRIGGERS.nul),
});
