import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/user-settings-never-sent",
  title: "user_settings events never reach the user's clients",
  statements: ["events.user-settings", "events.settings-tie"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/user-settings-event"]),
});
