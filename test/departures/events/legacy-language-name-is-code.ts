import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/legacy-language-name-is-code",
  title: "update_display_settings' language_name is the language's code, not its English name",
  statements: ["events.update-display-settings-language-name"],
  kind: "wrong-text",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "update_display_settings" && "language_name" in e ? { ...e, language_name: e.setting } : e)),
});
