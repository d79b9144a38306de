// Not a rule: helpers shared by the realm rules (custom profile fields, linkifiers).
import type { Exchange } from "../../engine/types.ts";
import { bodyObject } from "../../checks/evidence.ts";
import type { Caller, RuleContext } from "../types.ts";
import { expectSuccess, expectThat, show } from "../expect.ts";

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

/**
 * The update round trip of the linkifier-update-round-trip rules: a linkifier the rule creates (POST /realm/filters,
 * Zulip's, beyond the seed; patterns carry the run's prefix, as the seed cannot delete one) is updated with a new
 * pattern and template in the level's field (url_template, or url_format_string in %(name)s syntax before 176), and
 * GET /realm/linkifiers (beyond the seed) lists it with them. Either template syntax may come back: %(name)s and
 * {name} name the same group.
 */
export async function linkifierRoundTrip(ctx: RuleContext, caller: Caller): Promise<void> {
  const field = templateField(ctx);
  const modern = field === "url_template";
  const tag = ctx.name("lk").replace(/[^a-z0-9]/gi, "");
  // A group name longer than two characters, and one of the group's own characters.
  const template = (path: string) => (modern ? `https://example.com/${path}/{ticket}` : `https://example.com/${path}/%(ticket)s`);
  const created = expectSuccess(await caller.call("POST /realm/filters", { body: { pattern: `${tag}-(?P<ticket>[0-9]+)`, [field]: template("first") } }), "creating a linkifier");
  const id = created.id as number;
  const next = { pattern: `${tag}x-(?P<ticket>[0-9]+)`, [field]: template("second") };
  expectSuccess(await caller.call(UPDATE_LINKIFIER, { path: { filter_id: id }, body: next }), "updating the linkifier");
  const ex = await caller.call("GET /realm/linkifiers");
  const listed = (expectSuccess(ex, "listing linkifiers").linkifiers ?? []) as Record<string, unknown>[];
  const l = listed.find((x) => x.id === id);
  const form = (t: unknown) => String(t).replace(/%\((\w+)\)s/g, "{$1}");
  const stored = l?.url_template ?? l?.url_format_string;
  expectThat(l?.pattern === next.pattern && form(stored) === form(next[field]), {
    title: "The linkifier does not have the pattern and template it was updated with",
    expected: `linkifier ${id}: pattern ${show(next.pattern)}, template ${show(next[field])}`,
    received: l ? show(l) : `no linkifier ${id} listed`,
    exchange: ex,
  });
}

/** The organization's custom profile fields (GET /realm/profile_fields, Zulip's, beyond the seed), if listed. */
export async function listedFields(caller: Caller): Promise<Record<string, unknown>[] | undefined> {
  const list = bodyObject((await caller.call("GET /realm/profile_fields")).response)?.custom_fields;
  return Array.isArray(list) ? list : undefined;
}

/**
 * How many of the organization's fields are shown in the profile summary. The listing's record shape is not shown
 * (Zulip's): a field without display_in_profile_summary is not in the summary (Zulip leaves the false value out).
 */
export async function summaryFieldCount(caller: Caller): Promise<number | undefined> {
  const list = await listedFields(caller);
  if (!list || !list.every((f) => f?.display_in_profile_summary === undefined || typeof f.display_in_profile_summary === "boolean")) return undefined;
  return list.filter((f) => f.display_in_profile_summary === true).length;
}
