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
import type { BrokenCase } from "../conformance/support/prove.ts";
import { BROKEN as auth } from "../conformance/broken/auth.ts";
import { BROKEN as drafts } from "../conformance/broken/drafts.ts";
import { BROKEN as envelope } from "../conformance/broken/envelope.ts";
import { BROKEN as events } from "../conformance/broken/events.ts";
import { BROKEN as invites } from "../conformance/broken/invites.ts";
import { BROKEN as messages } from "../conformance/broken/messages.ts";
import { BROKEN as muting } from "../conformance/broken/muting.ts";
import { BROKEN as realm } from "../conformance/broken/realm.ts";
import { BROKEN as scheduled } from "../conformance/broken/scheduled-messages.ts";
import { BROKEN as serverSettings } from "../conformance/broken/server-settings.ts";
import { BROKEN as streams } from "../conformance/broken/streams.ts";
import { BROKEN as userGroups } from "../conformance/broken/user-groups.ts";
import { BROKEN as users } from "../conformance/broken/users.ts";
import { fileURLToPath } from "node:url";
import path from "node:path";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Small and fixed: a mutant's verdict must not depend on the run (MUTATION_RUNS / MUTATION_SEED override). */
const RUNS = Number(process.env.MUTATION_RUNS ?? 3);
const SEED = Number(process.env.MUTATION_SEED ?? 42);
const HEARTBEAT_MS = 1000;

/**
 * Each rule runs against the reference server configured as in its own proof (test/conformance/broken/<area>.ts:
 * server options, setup, run options such as accounts with passwords), so that a rule which needs, say, an
 * organization restricting guests' access to users has something to test here too.
 */
const PROOFS: Record<string, BrokenCase> = { ...auth, ...drafts, ...envelope, ...events, ...invites, ...messages, ...muting, ...realm, ...scheduled, ...serverSettings, ...streams, ...userGroups, ...users };

describe("the conformance suite against the reference server (mutation testing)", () => {
  // A "before level N" rule (until) would only be skipped at the newest level: it runs against a server at N - 1.
  const facts = specFacts();
  const units = [
    ...CHECKS.map((c) => ({ id: c.id, level: undefined as number | undefined })),
    ...RULES.map((r) => ({ id: r.id, level: r.until === undefined ? undefined : facts.levelOf(r.until) - 1 })),
  ].map((u) => {
    const proof = PROOFS[u.id];
    return { ...u, proof, level: proof?.server?.featureLevel ?? u.level };
  });
  for (const { id, level, proof } of units) {
    // "#<fingerprint>": a rule whose code changed is a new test to Stryker's incremental mode (support/fingerprint.ts).
    const name = `${id} #${workingFingerprint(ROOT, id)}`;
    it(level === undefined ? name : `${name} (level ${level})`, async () => {
      // A fresh server inside the test, so what it runs counts as this test's coverage, not static. A blocking
      // GET /events answers with a heartbeat after 1 s (not Zulip's 45 s): a mutant that loses an event ends a rule's
      // bounded wait in a second, a kill, instead of outliving Stryker's timeout. The correct server delivers at once.
      // A proof that needs a real heartbeat (a poll held until it must outlast the ordinary request timeout) keeps its own.
      const heartbeatMs = Math.max(HEARTBEAT_MS, proof?.server?.heartbeatMs ?? 0);
      const server = referenceServer({ ...proof?.server, heartbeatMs, ...(level === undefined ? {} : { featureLevel: level }) });
      try {
        await proof?.setup?.(server.fetch);
        // Slow rules too (events/heartbeat waits for one heartbeat: 1 s here).
        const report = await runAgainst(server.fetch, { ...proof?.run, only: [id], runs: RUNS, seed: SEED, workers: 1, slow: true });
        // Killed when the suite's verdict is not "conformant" (what a user of the CLI sees: a non-zero exit).
        const failures = failuresOf(report).map((f) => `${f.rule}: ${f.title} (expected ${f.expected}; received ${f.received})`);
        expect({ exitCode: report.exitCode, failures, notes: report.exitCode ? report.notes : [] }).toEqual({ exitCode: 0, failures: [], notes: [] });
      } finally {
        server.close();
      }
    });
  }
});
