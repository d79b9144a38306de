// Not a rule: helpers shared by the realm rules (custom profile fields, linkifiers).
import type { Exchange } from "../../engine/types.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";

export const CREATE_FIELD = "POST /realm/profile_fields";
export const UPDATE_LINKIFIER = "PATCH /realm/filters/{filter_id}";

/**
 * POST /realm/profile_fields with a run-prefixed name. Fields cannot be deleted through the seed's API, so rules
 * create as few as they can; every name carries the run prefix.
 */
export function createField(ctx: RuleContext, caller: Caller, label: string, fields: Record<string, unknown>): Promise<Exchange> {
  // `label` is unique to the rule: ctx.name is unique within a rule only, and field names must differ (40 characters at most).
  return caller.call(CREATE_FIELD, { body: { name: ctx.name(label), hint: "created by the conformance suite", ...fields } });
}

export const accepted = (ex: Exchange) => bodyObject(ex.response)?.result === "success";

/** The name the tested level gives the template field of PATCH /realm/filters (url_format_string before 176). */
export function templateField(ctx: RuleContext): string {
  const fields = ctx.spec.operation(UPDATE_LINKIFIER).body?.fields.map((f) => f.name) ?? [];
  return fields.find((n) => n === "url_template" || n === "url_format_string") ?? "url_template";
}

export interface Linkifier {
  id: number;
  pattern: string;
  template: string;
}

/** The organization's first linkifier (GET /realm/linkifiers, beyond the seed), if it has one. */
export async function someLinkifier(caller: Caller): Promise<Linkifier | undefined> {
  const ex = await caller.call("GET /realm/linkifiers");
  const list = bodyObject(ex.response)?.linkifiers;
  if (!Array.isArray(list)) return undefined;
  const l = list.find((x) => Number.isInteger(x?.id) && typeof x?.pattern === "string");
  if (!l) return undefined;
  return { id: l.id, pattern: l.pattern, template: String(l.url_template ?? l.url_format_string ?? "") };
}

/**
 * Puts the linkifier back as it was, but only if the rule's invalid update was accepted (`changed()`): a correct
 * server changes nothing, and the suite then writes nothing.
 */
export function restoreLinkifier(ctx: RuleContext, caller: Caller, l: Linkifier, changed: () => boolean): void {
  ctx.cleanup(`restore linkifier ${l.id}`, async () => {
    if (changed()) await caller.call(UPDATE_LINKIFIER, { path: { filter_id: l.id }, body: { pattern: l.pattern, [templateField(ctx)]: l.template } });
  });
}
