import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/legacy-language-name-always",
  title: "language_name in every update_display_settings event, not only default_language's",
  statements: ["events.update-display-settings-language-name"],
  kind: "left-out",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/legacy-language-name"]),
});
