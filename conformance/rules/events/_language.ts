// Not a rule: changing default_language (PATCH /settings, beyond the seed) and another setting, for the language_name
// rules. The language is set to another one than it has and put back; the codes are Zulip's.
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import type { Queue } from "../shared/events.ts";
import { SETTINGS, changeSetting, currentSetting } from "./_settings.ts";

/** Two language codes every Zulip server knows. */
const LANGUAGES = ["en", "de"];

export function currentLanguage(q: Queue): string {
  const nested = q.registered.user_settings as Record<string, unknown> | undefined;
  const value = nested?.default_language ?? q.registered.default_language;
  return typeof value === "string" ? value : "en";
}

/** Changes default_language to another language (put back later), then flips a boolean setting. */
export async function changeLanguageAndAnother(ctx: RuleContext, me: Caller, q: Queue): Promise<{ language: string; setting: string; value: boolean }> {
  const original = currentLanguage(q);
  const language = LANGUAGES.find((l) => l !== original)!;
  ctx.cleanup(`put default_language of ${me.email} back to ${original}`, () => me.call("PATCH /settings", { body: { default_language: original } }));
  expectSuccess(await me.call("PATCH /settings", { body: { default_language: language } }), `changing default_language to ${language} (PATCH /settings)`);
  const setting = SETTINGS[0];
  const before = currentSetting(q, setting);
  await changeSetting(ctx, me, setting, !before, before);
  return { language, setting, value: !before };
}
