// The suite is fair to a server that reads the seed otherwise than Zulip does: the reference server's seed-only
// profile (server/profile.ts: none of Zulip's extras, form-encoded bodies only, 404 for unknown or malformed IDs,
// 422 for invalid requests, other msgs and event ops where the seed gives none, lists in reverse, sparse event IDs,
// a heartbeat of minutes...) gets zero failures and no warning but the one the issue asks for (multipart bodies),
// at every level where the seed records a change. What it does not test, it skips naming the missing extra.
// And with Zulip's extras switched back on, the other readings still meet every rule that then runs.
import { describe, expect, it } from "vitest";
import { collectLevels, newestLevel, readSpec } from "../../lib/spec/index.ts";
import type { Report } from "../../conformance/engine/types.ts";
import { referenceServer } from "./support/reference.ts";
import { failuresOf, runAgainst } from "./support/run.ts";

const raw = readSpec();
const levels = [...new Set([0, ...collectLevels(raw).keys(), newestLevel(raw)])].sort((a, b) => a - b);

/** The one warning a seed-only server earns: it refuses multipart bodies, which the seed does not ask for. */
const EXPECTED_WARNINGS = new Set(["envelope/multipart-bodies-accepted"]);
/** Why a rule may be skipped on such a server: a missing extra, the level range, --slow, a password account. */
const FAIR_SKIP = /^needs Zulip.s |^applies below feature level|^needs feature level|^slow; run with --slow|configured with username and password|not in the spec at level/;

function verdict(report: Report) {
  return {
    failures: failuresOf(report).map((f) => `${f.rule}: ${f.title} / ${f.received}`),
    errored: report.rules.filter((r) => r.status === "errored").map((r) => `${r.id}: ${r.reason ?? ""}`),
    warnings: report.findings.filter((f) => f.severity === "warning" && !EXPECTED_WARNINGS.has(f.rule)).map((f) => `${f.rule}: ${f.title}`),
    unfairSkips: report.rules.filter((r) => r.status === "skipped" && !FAIR_SKIP.test(r.reason ?? "")).map((r) => `${r.id}: ${r.reason}`),
  };
}

const CLEAN = { failures: [], errored: [], warnings: [], unfairSkips: [] };

describe("the suite on the seed-only profile of the reference server", () => {
  // The edge sweep at the oldest and the newest level (its edges do not depend on the level, and
  // test/conformance/edge-sweep.test.ts sweeps both profiles): at every level it would double the file's time.
  const swept = (level: number) => level === levels[0] || level === levels[levels.length - 1];
  for (const level of levels) {
    it(`level ${level}: no failure, no unbacked warning, skips named`, async () => {
      const server = referenceServer({ profile: "seed-only", featureLevel: level });
      try {
        const report = await runAgainst(server.fetch, { runs: 2, seed: 2000 + level, edgeSweep: swept(level) });
        expect(report.target.testedLevel).toBe(level);
        expect(verdict(report)).toEqual(CLEAN);
      } finally {
        server.close();
      }
    });
  }

  it("names each missing extra once in the summary, with the rules it left untested", async () => {
    const server = referenceServer({ profile: "seed-only" });
    try {
      const report = await runAgainst(server.fetch, { seed: 1 });
      expect(verdict(report)).toEqual(CLEAN);
      const lacking = report.rules.filter((r) => r.capability);
      // The extras the seed does not have, met through the rules that needed them (e.g. POST /messages).
      expect(new Set(lacking.map((r) => r.capability))).toContain("POST /messages");
      for (const r of lacking) expect(r.reason).toContain(`needs Zulip's ${r.capability} (not in the seed)`);
      // A queue without POST /register: the seed's own way (GET /events with the register parameters) serves the event rules.
      expect(report.rules.find((r) => r.id === "events/blocking-poll-returns-at-event")?.status).toBe("passed");
    } finally {
      server.close();
    }
  });

  for (const level of [newestLevel(raw), 200, 100]) {
    it(`with Zulip's extras on, the other readings meet every rule (level ${level})`, async () => {
      const server = referenceServer({ profile: "seed-only", seedOnly: { beyondSeed: true }, featureLevel: level });
      try {
        const report = await runAgainst(server.fetch, { runs: 3, seed: 3000 + level });
        expect(verdict(report)).toEqual(CLEAN);
        expect(report.rules.filter((r) => r.capability)).toEqual([]);
      } finally {
        server.close();
      }
    });
  }
});
