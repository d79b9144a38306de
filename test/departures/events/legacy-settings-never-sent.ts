import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/legacy-settings-never-sent",
  title: "the two deprecated settings events never reach clients without the user_settings_object capability",
  statements: ["events.update-display-settings", "events.update-global-notifications"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/legacy-settings-events"]),
});
