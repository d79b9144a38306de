// fast-check, run as data: a property either holds, is skipped (replaying another property), or fails with the
// shrunk counterexample's error and the path that replays exactly it.
import fc from "fast-check";
import { formatReplayPath, propertySeed } from "./seeds.ts";
import { DeadlineReached } from "./violation.ts";

export interface PropertyRun {
  runSeed: number;
  /** Rule id (or check phase id) the property belongs to. */
  unit: string;
  /** Unique within the unit; first half of the replay path. */
  name: string;
  runs: number;
  /** From --path: only the named property runs, from that fast-check path; `matched` is set when it does. */
  replay?: { property: string; fcPath: string; matched?: boolean };
}

export type PropertyOutcome =
  | { status: "passed"; runs: number }
  | { status: "skipped" }
  | { status: "failed"; error: unknown; replayPath: string; value: unknown };

/**
 * `worthShrinking` decides from the first failure whether to shrink it: a timeout or a reset does not depend on
 * the input, and shrinking it would cost one full timeout per step. Either way the reported path replays exactly.
 */
export async function runProperty<T>(
  p: PropertyRun,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  worthShrinking: (error: unknown) => boolean = () => true,
): Promise<PropertyOutcome> {
  if (p.replay && p.replay.property !== p.name) return { status: "skipped" };
  if (p.replay) p.replay.matched = true;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    await predicate(value);
  });
  const seed = propertySeed(p.runSeed, p.unit, p.name);
  const check = (path: string | undefined, endOnFailure: boolean) =>
    fc.check(property, { seed, numRuns: p.runs, ...(path ? { path } : {}), endOnFailure, maxSkipsPerRun: 50 });
  let details = await check(p.replay?.fcPath, true);
  if (details.failed && details.counterexamplePath && worthShrinking(details.errorInstance)) {
    details = await check(details.counterexamplePath, false);
  }
  if (!details.failed) return { status: "passed", runs: details.numRuns };
  // Too many discarded cases (fc.pre) is a generation limit, not a counterexample.
  if (details.counterexample === null) return { status: "passed", runs: details.numRuns };
  // Running out of time is not the server's fault and must not look like a counterexample.
  if (details.errorInstance instanceof DeadlineReached) throw details.errorInstance;
  return {
    status: "failed",
    error: details.errorInstance,
    replayPath: formatReplayPath(p.name, details.counterexamplePath ?? ""),
    value: details.counterexample?.[0],
  };
}
