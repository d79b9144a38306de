import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/display-settings-without-setting-name",
  title: "update_display_settings events lack setting_name",
  statements: ["events.update-display-settings"],
  kind: "event-field-missing",
  profiles: ["zulip"],
  breakage: dropEventField((e) => e.type === "update_display_settings", "setting_name"),
});
