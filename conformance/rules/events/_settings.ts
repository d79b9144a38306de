// Not a rule: changing the user's own settings (PATCH /settings, beyond the seed: the operation the seed's
// "changing user settings" refers to) and putting them back.
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import type { Queue } from "../shared/events.ts";

/** Two boolean settings the spec declares for PATCH /settings (a display and a notification setting in Zulip). */
export const SETTINGS = ["high_contrast_mode", "enable_sounds"] as const;
export type Setting = (typeof SETTINGS)[number];

/** The current value of a boolean setting, from the register response (user_settings object or flat). */
export function currentSetting(q: Queue, name: Setting): boolean {
  const nested = q.registered.user_settings as Record<string, unknown> | undefined;
  const value = nested?.[name] ?? q.registered[name];
  return typeof value === "boolean" ? value : name === "enable_sounds";
}

/** Sets a setting; the value it had is put back when the rule ends. */
export async function changeSetting(ctx: RuleContext, caller: Caller, name: Setting, value: boolean, original: boolean): Promise<void> {
  ctx.cleanup(`put ${name} of ${caller.email} back to ${original}`, () => caller.call("PATCH /settings", { body: { [name]: original } }));
  expectSuccess(await caller.call("PATCH /settings", { body: { [name]: value } }), `changing ${name} (PATCH /settings)`);
}
