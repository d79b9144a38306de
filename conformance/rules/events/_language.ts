// Not a rule: changing default_language (PATCH /settings, beyond the seed) and another setting, for the language_name
// rules. The language is set to another one than it has and put back; the codes and their English names are the
// spec's (x-language-names of the setting: Zulip's codes, the seed's "English name of the new language").
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import type { Queue } from "../shared/events.ts";
import { SETTINGS_OP, changeSomeSetting, type SettingValue } from "./_settings.ts";

/** The language codes the spec lists for default_language, with the English name of each. */
export function languageNames(ctx: RuleContext): Record<string, string> {
  const field = ctx.spec.operations.find((o) => o.key === SETTINGS_OP)?.body?.fields.find((f) => f.name === "default_language");
  return ((field?.schema as Record<string, any> | undefined)?.["x-language-names"] ?? {}) as Record<string, string>;
}

export function currentLanguage(q: Queue): string | undefined {
  const nested = q.registered.user_settings as Record<string, unknown> | undefined;
  const value = nested?.default_language ?? q.registered.default_language;
  return typeof value === "string" ? value : undefined;
}

/**
 * Changes default_language to another language the spec lists (put back later), then another setting (the first
 * one the server takes, shared/_settings.ts). Returns the code set, its English name, and the other change.
 */
export async function changeLanguageAndAnother(ctx: RuleContext, me: Caller, q: Queue): Promise<{ language: string; english: string; setting: string; value: SettingValue }> {
  const names = languageNames(ctx);
  const codes = Object.keys(names);
  const known = currentLanguage(q);
  const original = known ?? codes[0];
  // Where the register response does not say, the language is first set to the first code (so that the next is a change).
  if (known === undefined) expectSuccess(await me.call(SETTINGS_OP, { body: { default_language: original } }), `setting default_language to ${original} (${SETTINGS_OP})`);
  const language = codes.find((l) => l !== original)!;
  ctx.cleanup(`put default_language of ${me.email} back to ${original}`, () => me.call(SETTINGS_OP, { body: { default_language: original } }));
  expectSuccess(await me.call(SETTINGS_OP, { body: { default_language: language } }), `changing default_language to ${language} (${SETTINGS_OP})`);
  const other = await changeSomeSetting(ctx, me, q, { exclude: ["default_language"] });
  return { language, english: names[language], setting: other.name, value: other.value };
}
