import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/private-refused",
  title: "the legacy type private is refused (three of the four types taken)",
  statements: ["scheduled.type"],
  kind: "partial",
  ...reuse(SCHEDULED["scheduled-messages/every-type"]),
});
