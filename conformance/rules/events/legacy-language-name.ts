import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { changeLanguageAndAnother } from "./_language.ts";

const LEGACY = ["update_display_settings", "update_global_notifications"];

// The deprecated update_display_settings event carries language_name only when the changed setting is
// default_language: a client without the user_settings_object capability gets it with language_name, the English
// name of the language set (the spec's x-language-names of Zulip's codes), for default_language, and the deprecated
// event of another setting without it.
export default rule({
  id: "events/legacy-language-name",
  title: "update_display_settings carries language_name for default_language, and only then",
  seed: "Events: update_display_settings (language_name: string, only when the changed setting is default_language: English name of the new language)",
  statements: ["events.update-display-settings-language-name", "events.update-display-settings"],
  operations: ["PATCH /settings", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: LEGACY });
    const { language, english, setting, value } = await changeLanguageAndAnother(ctx, me, q);
    const isLanguage = (e: Event) => e?.type === "update_display_settings" && e.setting_name === "default_language" && e.setting === language;
    const isOther = (e: Event) => LEGACY.includes(e?.type) && (e.setting_name === setting || e.notification_name === setting) && e.setting === value;
    const got = await collectEvents(q, (events) => events.some(isLanguage) && events.some(isOther));
    const lang = got.events.find(isLanguage);
    const other = got.events.find(isOther);
    expectThat(!!lang && lang.language_name === english && !!other && !("language_name" in other), {
      title: !lang || !other ? "No deprecated settings event for a changed setting" : lang.language_name !== english ? "language_name is not the English name of the new language" : "language_name in the deprecated event of another setting",
      expected: `language_name ${JSON.stringify(english)} (the English name of ${language}) in the update_display_settings event of default_language, none in the event of ${setting}`,
      received: `events ${show(got.events)}`,
      exchange: got.last,
    });
  },
});
