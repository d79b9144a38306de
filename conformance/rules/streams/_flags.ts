// The GET /streams flag semantics as sets (helper of the list rules; not a rule).
import fc from "fast-check";
import { FLAGS, FLAG_DEFAULTS, only, sorted, type Channel, type Flag } from "./_support.ts";

/** Per flag: sent true, sent false, or omitted (the seed's default applies). */
export function flagsArbitrary(allowAllActive: boolean): fc.Arbitrary<Partial<Record<Flag, boolean>>> {
  const one = fc.constantFrom<boolean | undefined>(true, false, undefined);
  return fc.record(Object.fromEntries(FLAGS.map((f) => [f, f === "include_all_active" && !allowAllActive ? fc.constantFrom<boolean | undefined>(false, undefined) : one])) as Record<Flag, fc.Arbitrary<boolean | undefined>>).map(
    (r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Partial<Record<Flag, boolean>>,
  );
}

/**
 * The small set tried whole, every run: no flag sent; each flag alone sent true, sent false (the others omitted, their
 * defaults applying); each flag alone true with every other sent false. include_all_active only false where the
 * caller may not use it.
 */
export function flagCases(allowAllActive: boolean): Partial<Record<Flag, boolean>>[] {
  const cases: Partial<Record<Flag, boolean>>[] = [{}];
  for (const f of FLAGS) {
    if (f === "include_all_active" && !allowAllActive) cases.push({ [f]: false });
    else cases.push({ [f]: true }, { [f]: false }, only(f));
  }
  return cases;
}

/** The flags a query turns away from their defaults, for finding titles ("include_web_public, not include_public"). */
export function flagsPart(q: Partial<Record<Flag, boolean>>): string {
  const changed = FLAGS.filter((f) => effective(q, f) !== FLAG_DEFAULTS[f]).map((f) => (effective(q, f) ? f : `not ${f}`));
  return changed.length ? changed.join(", ") : "the defaults";
}

export const effective = (q: Partial<Record<Flag, boolean>>, f: Flag) => q[f] ?? FLAG_DEFAULTS[f];

export interface Truth {
  all: Channel[];
  /** The caller's own subscriptions (include_subscribed alone). */
  subscribed: Set<number>;
  /** For a bot: its owner's subscriptions. */
  ownerSubscribed?: Set<number>;
}

/**
 * The sets the seed allows for these flags. include_default reads two ways ("default channels of the realm" as a
 * selector, or only the `is_default` annotation): both are accepted.
 */
export function allowedResults(q: Partial<Record<Flag, boolean>>, t: Truth): Set<number>[] {
  const on = (f: Flag) => effective(q, f);
  const all = t.all.map((c) => c.stream_id);
  if (on("include_all_active")) return [new Set(all)];
  const base = new Set<number>();
  const add = (ids: Iterable<number>) => {
    for (const id of ids) base.add(id);
  };
  if (on("include_public")) add(t.all.filter((c) => c.invite_only === false).map((c) => c.stream_id));
  if (on("include_web_public")) add(t.all.filter((c) => c.is_web_public === true).map((c) => c.stream_id));
  if (on("include_subscribed")) add(t.subscribed);
  if (on("include_owner_subscribed") && t.ownerSubscribed) add(t.ownerSubscribed);
  const readings = [base];
  if (on("include_default")) readings.push(new Set([...base, ...t.all.filter((c) => c.is_default === true).map((c) => c.stream_id)]));
  return readings;
}

export const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((x) => b.has(x));
export const showSets = (sets: Set<number>[]) => sets.map((s) => `[${sorted(s).join(", ")}]`).join(" or ");
