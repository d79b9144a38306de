import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/read-by-sender-false-refused",
  title: "read_by_sender=false is refused",
  statements: ["scheduled.read-by-sender"],
  kind: "left-out",
  ...reuse(SCHEDULED["scheduled-messages/read-by-sender"]),
});
