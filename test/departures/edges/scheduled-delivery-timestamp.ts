import { departure } from "../departure.ts";
import { crashOn, TRIGGERS } from "../edge-crash.ts";

export default departure({
  id: "edges/scheduled-delivery-timestamp",
  title: "POST /scheduled_messages answers 500 to a 20-digit scheduled_delivery_timestamp",
  statements: ["scheduled.delivery-timestamp"],
  kind: "edge-crash",
  ...crashOn("POST /scheduled_messages", "body", "scheduled_delivery_timestamp", TRIGGERS.wideInteger),
});
