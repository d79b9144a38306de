import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "level/user-settings-never-sent",
  title: "no user_settings event at the level that introduced it",
  statements: ["level.89"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/user-settings-event"]),
});
