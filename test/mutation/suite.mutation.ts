// The test StrykerJS runs (vitest.mutation.config.ts, `npm run mutation`): the conformance suite in-process against
// the reference server, one vitest test per rule and per generic check, so Stryker's per-test coverage runs only the
// rules that reach a mutant. The server's own unit tests are not used: the mutation score measures the suite.
// Not picked up by `npm test` (its include is *.test.ts; this file is *.mutation.ts).
import { describe, expect, it } from "vitest";
import { CHECKS, RULES } from "../../conformance/index.ts";
import { specFacts } from "../../lib/spec/index.ts";
import { failuresOf, runAgainst } from "../conformance/support/run.ts";
import { referenceServer } from "../conformance/support/reference.ts";
import { workingFingerprint } from "./support/fingerprint.ts";
import { WITH_PASSWORDS } from "../conformance/broken/auth.ts";
import { fileURLToPath } from "node:url";
import path from "node:path";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Small and fixed: a mutant's verdict must not depend on the run (MUTATION_RUNS / MUTATION_SEED override). */
const RUNS = Number(process.env.MUTATION_RUNS ?? 3);
const SEED = Number(process.env.MUTATION_SEED ?? 42);
const HEARTBEAT_MS = 1000;

describe("the conformance suite against the reference server (mutation testing)", () => {
  // A "before level N" rule (until) would only be skipped at the newest level: it runs against a server at N - 1.
  const facts = specFacts();
  // A rule that logs in with a password gets the development accounts with their passwords (the rest use keys).
  const units = [
    ...CHECKS.map((c) => ({ id: c.id, level: undefined, passwords: false })),
    ...RULES.map((r) => ({ id: r.id, level: r.until === undefined ? undefined : facts.levelOf(r.until) - 1, passwords: (r.passwords?.length ?? 0) > 0 })),
  ];
  for (const { id, level, passwords } of units) {
    // "#<fingerprint>": a rule whose code changed is a new test to Stryker's incremental mode (support/fingerprint.ts).
    const name = `${id} #${workingFingerprint(ROOT, id)}`;
    it(level === undefined ? name : `${name} (level ${level})`, async () => {
      // A fresh server inside the test, so what it runs counts as this test's coverage, not static. A blocking
      // GET /events answers with a heartbeat after 1 s (not Zulip's 45 s): a mutant that loses an event ends a rule's
      // bounded wait in a second, a kill, instead of outliving Stryker's timeout. The correct server delivers at once.
      const server = referenceServer({ heartbeatMs: HEARTBEAT_MS, ...(level === undefined ? {} : { featureLevel: level }) });
      try {
        // Slow rules too (events/heartbeat waits for one heartbeat: 1 s here).
        const report = await runAgainst(server.fetch, { only: [id], runs: RUNS, seed: SEED, workers: 1, slow: true, ...(passwords ? WITH_PASSWORDS : {}) });
        // Killed when the suite's verdict is not "conformant" (what a user of the CLI sees: a non-zero exit).
        const failures = failuresOf(report).map((f) => `${f.rule}: ${f.title} (expected ${f.expected}; received ${f.received})`);
        expect({ exitCode: report.exitCode, failures, notes: report.exitCode ? report.notes : [] }).toEqual({ exitCode: 0, failures: [], notes: [] });
      } finally {
        server.close();
      }
    });
  }
});
