// What the edge sweep costs a default run: a full default conformance run (every check and seed rule, --dev, fixed
// seed) against the reference server over HTTP (its own process), (A) without the sweep and (B) with it, alternately.
// Each side counts one run as one operation, so A/B (A's runs per second over B's) is B's wall time over A's: the
// factor by which the sweep lengthens a run (target: at most 1.5, issue 25).
import { runConformance, RULES } from "../../conformance/index.ts";
import type { Pair, RoundOutcome } from "../measure.ts";
import { startBenchServer, type BenchServer } from "../lib/child.ts";
import { SUITE_SEED } from "./suite-vs-limit.ts";

export function sweepCost(rounds: number, runs?: number): Pair {
  let server: BenchServer;
  const side = (edgeSweep: boolean) => async (): Promise<RoundOutcome> => {
    await server.reset();
    const start = performance.now();
    const report = await runConformance({ url: server.url, accounts: { kind: "dev" }, seed: SUITE_SEED, rules: RULES, edgeSweep, ...(runs ? { runs } : {}) });
    const wall = performance.now() - start;
    if (report.exitCode !== 0) throw new Error(`the suite did not pass on the reference server (exit ${report.exitCode}, edgeSweep ${edgeSweep}): ${report.findings.map((f) => f.title).join("; ")}`);
    return { ops: 1, seconds: wall / 1000, figures: { "wall ms": wall, requests: report.summary.requests } };
  };
  return {
    name: "sweep-cost",
    question: "full default runs per second (--dev, seed 7, over HTTP), without the edge sweep / with it: the factor the sweep adds to a run's time",
    rounds,
    async setup() {
      server = await startBenchServer("reference");
    },
    async teardown() {
      await server?.stop();
    },
    a: { label: "without the sweep", run: side(false) },
    b: { label: "with the sweep (default)", run: side(true) },
    targets: [{ figure: "A/B", op: "<=", value: 1.5, label: "a default run with the edge sweep takes at most 1.5× the time without it" }],
    notes: ["requests: the run's requests; the sweep's share is B's minus A's"],
  };
}
