// The conformance suite with two workers against one: a whole run (fixed seed) on the in-process reference server,
// a fresh server per run so both sides do the same work.
import { createApp } from "../../server/app.ts";
import { runConformance } from "../../conformance/index.ts";
import type { Pair } from "../measure.ts";

export function suiteWorkers(rounds: number): Pair {
  const run = (workers: number) => async () => {
    const app = createApp({ db: ":memory:", log: () => {} });
    try {
      const report = await runConformance({
        url: "http://bench.test",
        fetch: (r: Request) => app.fetch(r),
        accounts: { kind: "dev" },
        seed: 7,
        runs: 3,
        workers,
      } as any);
      if (report.exitCode !== 0) throw new Error(`the suite found violations on the reference server (exit ${report.exitCode})`);
    } finally {
      app.close();
    }
    return 1;
  };
  return {
    name: "suite-workers",
    question: "whole conformance runs per second, --workers 2 / --workers 1",
    rounds,
    a: { label: "--workers 2", run: run(2) },
    b: { label: "--workers 1", run: run(1) },
  };
}
