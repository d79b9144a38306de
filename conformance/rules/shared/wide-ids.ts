// Nonexistent IDs at the edges of common integer widths, for every rule that sends an ID no object has (not a rule).
//
// Servers written from the seed were seen reading IDs as 32-bit integers: 2^32 + N (a 64-bit number cut to 32 bits)
// reached object N, so reading, changing and deleting the wrong object, or muting oneself, came instead of the
// seed's "invalid ID" errors. A random ID between 10^9 and 2^31 never meets that. These candidates do, built from IDs
// that exist: 2^31 (one past the largest signed 32-bit value), 2^31 + N (a signed 32-bit reading wraps it to a
// negative number, an unsigned one keeps it), 2^32 + N (cut to 32 bits, it is N), and 2^53 - 1 (the largest integer
// a JSON number carries exactly in most parsers, a double's last exact integer). The set is small: every rule tries it
// whole, every run, before its random unknown IDs.
import fc from "fast-check";
import type { Caller, RuleContext } from "../types.ts";
import { body, type Json } from "./users.ts";
import { Violation } from "../../engine/violation.ts";
import { TransportFault } from "../../engine/faults.ts";

const TWO_31 = 2 ** 31;
const TWO_32 = 2 ** 32;
/** At most this many existing IDs are widened: the set stays small enough to send whole in every run. */
const BASES = 4;

/** The random unknown IDs of the rules: above any ID a test realm reaches, inside a signed 32-bit integer. */
export const smallUnknownId = (): fc.Arbitrary<number> => fc.integer({ min: 1_000_000_000, max: TWO_31 - 1 });

/** Which width edge a wide ID sits at (N: an existing ID), named in the titles of the findings it causes. */
export type WideEdge = "2^31" | "2^31 + N" | "2^32 + N" | "2^53 - 1";

/**
 * Nonexistent IDs from existing ones (`existing`: IDs of objects of the kind the rule names; the first few are used),
 * each with its edge. With no existing ID known, 1 stands for one (the first ID a server gives out).
 */
export function wideIdCases(existing: Iterable<unknown>): { id: number; edge: WideEdge; base?: number }[] {
  const bases = [...new Set([...existing].filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0 && (id as number) < TWO_31))].slice(0, BASES);
  if (!bases.length) bases.push(1);
  const cases: { id: number; edge: WideEdge; base?: number }[] = [
    { id: TWO_31, edge: "2^31" },
    { id: Number.MAX_SAFE_INTEGER, edge: "2^53 - 1" },
  ];
  for (const base of bases) {
    cases.push({ id: TWO_31 + base, edge: "2^31 + N", base });
    cases.push({ id: TWO_32 + base, edge: "2^32 + N", base });
  }
  return cases.filter((c, i) => cases.findIndex((d) => d.id === c.id) === i);
}

/** The wide IDs alone (see wideIdCases). */
export const wideIds = (existing: Iterable<unknown>): number[] => wideIdCases(existing).map((c) => c.id);

/**
 * Every wide candidate, every run, each its own case (`ctx.each`): a violation at one edge does not hide the others,
 * and its title names the edge (one finding per edge, the IDs of one edge grouped). Then `runs` random unknown IDs as
 * a fast-check property named `name`. `check` throws (through the expect helpers) on a violation.
 */
export async function unknownIds(ctx: RuleContext, name: string, existing: Iterable<unknown>, check: (id: number) => Promise<void>, options?: { runs?: number }): Promise<void> {
  await ctx.each(wideIdCases(existing), ({ id, edge }) => atEdge(edge, () => check(id)));
  await ctx.property(name, smallUnknownId(), check, options);
}

/** Runs `check`; a violation it throws gets the edge in its title (a different edge is a different cause). */
export async function atEdge(edge: WideEdge, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (err) {
    if (!(err instanceof Violation) || err instanceof TransportFault) throw err;
    throw new Violation({ ...err.details, title: `${err.details.title} (an unknown ID at ${edge})` });
  }
}

/** The channels `caller` lists (GET /streams with its defaults); none when the answer has no list. */
export async function listChannels(caller: Caller): Promise<{ streams: Json[] }> {
  const streams = body(await caller.call("GET /streams")).streams;
  return { streams: Array.isArray(streams) ? streams.filter((c: any) => c && Number.isSafeInteger(c.stream_id)) : [] };
}

/** IDs of the channels `caller` can list (GET /streams with its defaults). */
export async function channelIds(caller: Caller): Promise<number[]> {
  return (await listChannels(caller)).streams.map((c) => c.stream_id);
}

/** IDs of messages `caller` can read: the first message of each channel it lists that has one (GET /streams). */
export async function messageIds(caller: Caller): Promise<number[]> {
  return (await listChannels(caller)).streams.map((c) => c.first_message_id).filter(Number.isSafeInteger);
}

/** IDs of the user groups `caller` lists (GET /user_groups). */
export async function groupIds(caller: Caller): Promise<number[]> {
  const groups = body(await caller.call("GET /user_groups")).user_groups;
  return Array.isArray(groups) ? groups.map((g: any) => g?.id).filter(Number.isSafeInteger) : [];
}
