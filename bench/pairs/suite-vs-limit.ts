// The conformance suite against its limit: a full default run (every check and seed rule, 10 examples per property,
// 2 workers, --dev accounts, fixed seed) against the reference server, (A) over HTTP with the server in its own
// process, as users run it, and (B) in-process against app.fetch. Each round reports the run's wall time, the
// server's own busy time for the same requests and their ratio (target: wall at most 2× busy), and the suite's
// requests per second (target: at least 3,000 where the server allows it).
import { createApp, type TeamchatApp } from "../../server/app.ts";
import { runConformance, RULES } from "../../conformance/index.ts";
import type { Report } from "../../conformance/index.ts";
import type { Pair, RoundOutcome } from "../measure.ts";
import { startBenchServer, type BenchServer } from "../lib/child.ts";
import { inFlightRecorder, profileSplit } from "../lib/cpu-split.ts";

export const SUITE_SEED = 7;

function checked(report: Report): Report {
  if (report.exitCode !== 0)
    throw new Error(`the suite did not pass on the reference server (exit ${report.exitCode}): ${report.notes.join("; ")} ${report.findings.map((f) => f.title).join("; ")}`);
  return report;
}

/** `runs`: examples per property (the default run's 10 unless the quick bench asks for fewer). */
export function suiteVsLimit(rounds: number, runs?: number): Pair {
  let server: BenchServer;
  let app: TeamchatApp;
  let recorder: ReturnType<typeof inFlightRecorder>;
  // "suite req/s": the requests over the time the run spent beyond the server's busy time (over HTTP: wall − busy;
  // in-process: the suite's own CPU time), i.e. the rate the suite would reach against a server that answered at once.
  const outcome = (report: Report, wallMs: number, busyMs: number, suiteMs: number, extra: Record<string, number> = {}): RoundOutcome => ({
    ops: report.summary.requests,
    seconds: wallMs / 1000,
    figures: {
      "wall ms": wallMs,
      "server busy ms": busyMs,
      "wall/busy": wallMs / busyMs,
      requests: report.summary.requests,
      "suite req/s": report.summary.requests / (Math.max(1, suiteMs) / 1000),
      ...extra,
    },
  });
  return {
    name: "suite-vs-limit",
    question: "full default conformance runs (--dev, seed 7), suite requests per second, over HTTP (server in its own process) / in-process",
    rounds,
    async setup() {
      server = await startBenchServer("reference");
      app = createApp({ db: ":memory:", log: () => {} });
      recorder = inFlightRecorder((r) => app.fetch(r));
    },
    async teardown() {
      await server?.stop();
      app?.close();
    },
    a: {
      label: "over HTTP",
      async run() {
        await server.reset();
        const start = performance.now();
        const report = checked(await runConformance({ url: server.url, accounts: { kind: "dev" }, seed: SUITE_SEED, rules: RULES, ...(runs ? { runs } : {}) }));
        const wall = performance.now() - start;
        const stats = await server.stats();
        return outcome(report, wall, stats.busyMs, wall - stats.busyMs, { "server requests": stats.requests });
      },
    },
    b: {
      label: "in-process",
      async run() {
        const { result: report, split } = await profileSplit(
          async () => checked(await runConformance({ url: "http://bench.test", fetch: recorder.fetch, accounts: { kind: "dev" }, seed: SUITE_SEED, rules: RULES, ...(runs ? { runs } : {}) })),
          recorder.intervals,
        );
        return outcome(report, split.wallMs, split.serverBusyMs, split.otherCpuMs, { "server cpu ms": split.serverCpuMs, "server wait ms": split.serverWaitMs, "suite cpu ms": split.otherCpuMs, "idle ms": split.otherIdleMs });
      },
    },
    targets: [
      { figure: "A:wall/busy", op: "<=", value: 2, label: "over HTTP, wall time at most 2× the server's busy time" },
      { figure: "B:wall/busy", op: "<=", value: 2, label: "in-process, wall time at most 2× the server's busy time" },
      {
        figure: "A:suite req/s",
        op: ">=",
        value: 3000,
        label: "over HTTP, at least 3,000 suite requests per second where the server allows it (server time excluded)",
        gapReason: "per request the suite generates (fast-check), builds a fetch Request and reads a web-stream Response (undici), redacts every secret form from the exchange, and applies every check (Ajv, level annotations); writing rules run one at a time",
      },
      {
        figure: "B:suite req/s",
        op: ">=",
        value: 3000,
        label: "in-process, at least 3,000 suite requests per second where the server allows it (suite CPU only)",
        gapReason: "as over HTTP, without the network",
      },
    ],
    notes: [
      "busy over HTTP: the server process's union of in-flight request intervals (node:http request to response finish; server/http/timing.ts)",
      "busy in-process: CPU-profiler samples in server/ code plus idle while a server request was in flight (bench/lib/cpu-split.ts)",
      "ops/s is the run's own rate: the server bounds it (each login hashes a password with scrypt, about 100 ms on a thread-pool thread); suite req/s leaves the server's time out",
    ],
  };
}
