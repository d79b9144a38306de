import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/scheduled-read-by-sender",
  title: "POST /scheduled_messages answers 500 to read_by_sender spelt True",
  statements: ["scheduled.read-by-sender"],
  kind: "edge-crash",
  ...crashOn("POST /scheduled_messages", "body", "read_by_sender", TRIGGERS.boolean("True")),
});
