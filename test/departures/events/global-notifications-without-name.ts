import { dropEventField } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/global-notifications-without-name",
  title: "update_global_notifications events lack notification_name",
  statements: ["events.update-global-notifications"],
  kind: "event-field-missing",
  profiles: ["zulip"],
  breakage: dropEventField((e) => e.type === "update_global_notifications", "notification_name"),
});
