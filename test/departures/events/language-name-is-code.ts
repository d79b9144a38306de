import { mapEvents } from "../transforms.ts";
import { departure } from "../departure.ts";

// The zulip profile only: settings (and their events) change only through Zulip's PATCH /settings.
export default departure({
  id: "events/language-name-is-code",
  title: "language_name is the language's code, not its English name",
  statements: ["events.user-settings-language-name"],
  kind: "wrong-text",
  profiles: ["zulip"],
  breakage: mapEvents((e) => (e.type === "user_settings" && "language_name" in e ? { ...e, language_name: e.value } : e)),
});
