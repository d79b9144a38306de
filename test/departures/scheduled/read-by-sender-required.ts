import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/read-by-sender-required",
  title: "POST /scheduled_messages without read_by_sender is refused",
  statements: ["scheduled.read-by-sender"],
  kind: "optional-as-required",
  ...reuse(SCHEDULED["scheduled-messages/create-returns-id"], 0),
});
