import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/user-settings-without-property",
  title: "user_settings events lack property",
  statements: ["events.user-settings"],
  kind: "event-field-missing",
  profiles: ["zulip"],
  breakage: dropEventField((e) => e.type === "user_settings", "property"),
});
