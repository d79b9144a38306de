// Not a rule: changing the user's own settings (PATCH /settings, beyond the seed: the operation the seed's
// "changing user settings" refers to) and putting them back. Which setting is changed is the server's choice: the
// settings the spec documents for PATCH /settings are tried in order, and the first one the server neither refuses
// nor lists in ignored_parameters_unsupported is used, so a server lacking one of Zulip's settings still has the
// settings-event rules read.
import { expectSuccess } from "../expect.ts";
import { CapabilityMissing } from "../../engine/capabilities.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";
import type { Queue } from "../shared/events.ts";
import type { Exchange } from "../../engine/types.ts";

export const SETTINGS_OP = "PATCH /settings";

export type SettingValue = boolean | number | string;

/** A setting changed by changeSomeSetting: its name, the value it had (put back when the rule ends) and the new one. */
export interface Changed {
  name: string;
  original: SettingValue;
  value: SettingValue;
}

/** Which settings changeSomeSetting may change. */
export interface Which {
  /** Names left out (changed already). */
  exclude?: readonly string[];
  /** Only settings a deprecated event type announces (the spec's x-legacy-event). */
  legacy?: string;
}

interface Candidate {
  name: string;
  /** The values the spec allows, in order (booleans: false, true). */
  values: SettingValue[];
}

/**
 * The settings of PATCH /settings a rule may change, from the spec at the tested level: booleans, then integers and
 * strings whose values the spec lists (an enum, or default_language's x-language-names). Names in `exclude` (and the
 * full name and the time zone, which are no user setting of the events or need a value the spec does not list) are
 * left out.
 */
export function settingCandidates(ctx: RuleContext, { exclude = [], legacy }: Pick<Which, "exclude" | "legacy"> = {}): Candidate[] {
  const op = ctx.spec.operations.find((o) => o.key === SETTINGS_OP);
  const out: Candidate[][] = [[], [], []];
  for (const f of op?.body?.fields ?? []) {
    const s = (f.schema ?? {}) as Record<string, any>;
    if (exclude.includes(f.name) || (legacy && s["x-legacy-event"] !== legacy)) continue;
    if (s.type === "boolean") out[0].push({ name: f.name, values: [false, true] });
    else if (Array.isArray(s.enum) && s.enum.length > 1) out[1].push({ name: f.name, values: s.enum });
    else if (s["x-language-names"] && Object.keys(s["x-language-names"]).length > 1) out[2].push({ name: f.name, values: Object.keys(s["x-language-names"]) });
  }
  return out.flat();
}

/** The current value of a setting from the register response (user_settings object or flat), if it says. */
export function currentSetting(q: Queue, name: string): SettingValue | undefined {
  const nested = q.registered.user_settings as Record<string, unknown> | undefined;
  const value = nested?.[name] ?? q.registered[name];
  return typeof value === "boolean" || typeof value === "number" || typeof value === "string" ? value : undefined;
}

/** Sets a setting; the value it had is put back when the rule ends. */
export async function changeSetting(ctx: RuleContext, caller: Caller, name: string, value: SettingValue, original: SettingValue): Promise<void> {
  ctx.cleanup(`put ${name} of ${caller.email} back to ${original}`, () => caller.call(SETTINGS_OP, { body: { [name]: original } }));
  expectSuccess(await caller.call(SETTINGS_OP, { body: { [name]: value } }), `changing ${name} (${SETTINGS_OP})`);
}

/**
 * Changes the first setting of settingCandidates the server accepts (a success not listing it as ignored) to another
 * value than it has, which is put back when the rule ends. A setting whose value the register response does not give
 * is first set to its first value, so that the change is a change. Where the server takes none, the rule is skipped
 * with the last answer (the settings are Zulip's extras); `which` narrows the candidates.
 */
export async function changeSomeSetting(ctx: RuleContext, caller: Caller, q: Queue, which: Which = {}): Promise<Changed> {
  let gap: CapabilityMissing | undefined;
  for (const { name, values } of settingCandidates(ctx, which)) {
    try {
      const known = currentSetting(q, name);
      const original = known ?? values[0];
      if (known === undefined && !accepted(await caller.call(SETTINGS_OP, { body: { [name]: original } }))) continue;
      const value = values.find((v) => v !== original)!;
      const ex = await caller.call(SETTINGS_OP, { body: { [name]: value } });
      if (!accepted(ex)) continue;
      ctx.cleanup(`put ${name} of ${caller.email} back to ${original}`, () => caller.call(SETTINGS_OP, { body: { [name]: original } }));
      return { name, original, value };
    } catch (err) {
      // This one setting ignored (listed in ignored_parameters_unsupported): the next one. The whole operation
      // missing ends the rule (skipped).
      if (!(err instanceof CapabilityMissing) || err.gap.capability !== `${SETTINGS_OP} ${name}`) throw err;
      gap = err;
    }
  }
  throw gap ?? new CapabilityMissing({ capability: SETTINGS_OP, evidence: `no setting of ${SETTINGS_OP} the spec documents${which.legacy ? ` for ${which.legacy}` : ""}${which.exclude?.length ? ` (but ${which.exclude.join(", ")})` : ""} was accepted` });
}

const accepted = (ex: Exchange) => bodyObject(ex.response)?.result === "success";
