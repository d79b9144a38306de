// Runs the suite in-process against a fetch function (the reference server or a broken one), small and seeded.
import { runConformance } from "../../../conformance/engine/run.ts";
import { RULES } from "../../../conformance/index.ts";
import type { ConformanceRun } from "../../../conformance/engine/options.ts";
import type { Report } from "../../../conformance/engine/types.ts";

export function runAgainst(fetch: (req: Request) => Promise<Response>, options: Partial<ConformanceRun> = {}): Promise<Report> {
  return runConformance({ url: "http://conformance.test", fetch, accounts: { kind: "dev" }, seed: 42, runs: 3, workers: 2, timeoutMs: 5000, rules: RULES, ...options });
}

export const failuresOf = (r: Report) => r.findings.filter((f) => f.severity === "failure");
export const failedRules = (r: Report) => [...new Set(failuresOf(r).map((f) => f.rule))].sort();
