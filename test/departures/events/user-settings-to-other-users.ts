import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/user-settings-to-other-users",
  title: "user_settings events reach another user's clients",
  statements: ["events.user-settings"],
  kind: "wrong-audience",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/user-settings-audience"]),
});
