import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/settings-tie-without-value",
  title: "user_settings events lack value",
  statements: ["events.settings-tie"],
  kind: "event-field-missing",
  profiles: ["zulip"],
  breakage: dropEventField((e) => e.type === "user_settings", "value"),
});
