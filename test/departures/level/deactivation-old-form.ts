import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: deactivation is triggered only through Zulip's DELETE /users/{user_id} ("Triggers for deactivation and reactivation: not shown").
export default departure({
  id: "level/deactivation-old-form",
  title: "deactivation sent in the pre-222 form (op remove/add) on a newest-level server",
  statements: ["level.222-228"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/deactivation-event-form"]),
});
