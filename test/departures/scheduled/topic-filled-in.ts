import { BROKEN as SCHEDULED } from "../../conformance/broken/scheduled-messages.ts";
import { departure, reuse } from "../departure.ts";

export default departure({
  id: "scheduled/topic-filled-in",
  title: "a channel message without topic gets one of the server's",
  statements: ["scheduled.topic"],
  kind: "left-out",
  ...reuse(SCHEDULED["scheduled-messages/topic-required-for-channel"]),
});
