// Level ranges as the spec names them: a rule or a check declares `since`/`until` as references to spec elements
// (lib/spec/facts.ts grammar), and the run resolves them through the facts of its own spec.
import type { SpecFacts } from "../../lib/spec/index.ts";

export interface LevelRange {
  id: string;
  since?: string;
  until?: string;
}

/** Why a unit with this range does not run at `level`; undefined when it does. */
export function levelSkipReason(facts: SpecFacts, unit: LevelRange, level: number): string | undefined {
  if (unit.since !== undefined) {
    const n = facts.levelOf(unit.since);
    if (level < n) return `needs feature level ${n} (${unit.since}); testing level ${level}`;
  }
  if (unit.until !== undefined) {
    const n = facts.levelOf(unit.until);
    if (level >= n) return `applies below feature level ${n} (${unit.until}); testing level ${level}`;
  }
  return undefined;
}

/** Every since/until that does not resolve in the spec (or an empty range), one line each. */
export function levelRangeProblems(facts: SpecFacts, units: readonly LevelRange[]): string[] {
  const problems: string[] = [];
  for (const u of units) {
    const resolved: Record<string, number> = {};
    for (const k of ["since", "until"] as const) {
      const ref = u[k];
      if (ref === undefined) continue;
      try {
        resolved[k] = facts.levelOf(ref);
      } catch (err) {
        problems.push(`${u.id}: ${k} "${ref}": ${(err as Error).message}`);
      }
    }
    if (resolved.since !== undefined && resolved.until !== undefined && resolved.since >= resolved.until) {
      problems.push(`${u.id}: since "${u.since}" (${resolved.since}) is not below until "${u.until}" (${resolved.until})`);
    }
  }
  return problems;
}

/** A feature level as a server may advertise it: a non-negative integer (a safe one: JSON numbers are doubles). */
export function isFeatureLevel(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
