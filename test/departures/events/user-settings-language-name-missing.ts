import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/user-settings-language-name-missing",
  title: "user_settings events for default_language lack language_name",
  statements: ["events.user-settings-language-name"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/user-settings-language-name"]),
});
