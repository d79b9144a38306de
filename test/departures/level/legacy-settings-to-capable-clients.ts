import { BROKEN as EVENTS } from "../../conformance/broken/events.ts";
import { departure, reuse } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "level/legacy-settings-to-capable-clients",
  title: "update_display_settings still sent beside user_settings to clients that declared the capability",
  statements: ["level.89"],
  kind: "replaced-honoured",
  profiles: ["zulip"],
  ...reuse(EVENTS["events/legacy-settings-only-without-capability"]),
});
