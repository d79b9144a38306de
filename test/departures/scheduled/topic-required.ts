import { refuseWithout } from "../transforms.ts";
import { departure } from "../departure.ts";

export default departure({
  id: "scheduled/topic-required",
  title: "POST /scheduled_messages without topic is refused",
  statements: ["scheduled.topic"],
  kind: "optional-as-required",
  breakage: refuseWithout("POST /scheduled_messages", "topic"),
});
