import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Event } from "../shared/events.ts";
import { changeLanguageAndAnother } from "./_language.ts";

// user_settings events carry language_name only for default_language: changing default_language gives an event with
// language_name, the English name of the language set (the spec's x-language-names of Zulip's codes), changing
// another setting gives one without it.
export default rule({
  id: "events/user-settings-language-name",
  title: "user_settings events carry language_name for default_language, and only then",
  seed: "Events: user_settings (language_name: string, only for default_language); update_display_settings (language_name: English name of the new language)",
  statements: ["events.user-settings-language-name", "events.user-settings"],
  operations: ["PATCH /settings", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member"],
  since: "UserSettingsEvent",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const q = await registerQueue(ctx, me, { event_types: ["user_settings"], client_capabilities: { user_settings_object: true } });
    const { language, english, setting, value } = await changeLanguageAndAnother(ctx, me, q);
    const isLanguage = (e: Event) => e?.type === "user_settings" && e.property === "default_language" && e.value === language;
    const isOther = (e: Event) => e?.type === "user_settings" && e.property === setting && e.value === value;
    const got = await collectEvents(q, (events) => events.some(isLanguage) && events.some(isOther));
    const lang = got.events.find(isLanguage);
    const other = got.events.find(isOther);
    expectThat(!!lang && lang.language_name === english && !!other && !("language_name" in other), {
      title: !lang || !other ? "No user_settings event for a changed setting" : lang.language_name !== english ? "language_name is not the English name of the new language" : "language_name in the user_settings event of another setting",
      expected: `language_name ${JSON.stringify(english)} (the English name of ${language}) in the default_language event, none in the ${setting} event`,
      received: `events ${show(got.events)}`,
      exchange: got.last,
    });
  },
});
