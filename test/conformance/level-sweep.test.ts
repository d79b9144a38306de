// The suite stays clean on the reference server at every level where the seed records a change, and just below
// it (where the older form still holds). The levels come from the spec's own annotations, so a level added to
// openapi.yaml is swept without touching this file.
import { describe, expect, it } from "vitest";
import { collectLevels, newestLevel, readSpec } from "../../lib/spec/index.ts";
import { referenceServer } from "./support/reference.ts";
import { failuresOf, runAgainst } from "./support/run.ts";

const raw = readSpec();
const changeLevels = [...collectLevels(raw).keys()];
const levels = [...new Set([0, ...changeLevels.flatMap((l) => [l - 1, l]), newestLevel(raw)])].filter((l) => l >= 0).sort((a, b) => a - b);

describe("the suite is clean on the reference server at every level the seed changes something", () => {
  it("sweeps more than the handful of levels tested elsewhere", () => {
    expect(levels.length).toBeGreaterThan(40);
  });

  // The edge sweep at the oldest and the newest level (its edges do not depend on the level, and
  // test/conformance/edge-sweep.test.ts sweeps both profiles): at every level it would double the file's time.
  const swept = (level: number) => level === levels[0] || level === levels[levels.length - 1];
  for (const level of levels) {
    it(`level ${level}`, async () => {
      const server = referenceServer({ featureLevel: level });
      try {
        const report = await runAgainst(server.fetch, { runs: 2, seed: 1000 + level, edgeSweep: swept(level) });
        expect(report.target.testedLevel).toBe(level);
        const failures = failuresOf(report).map((f) => `${f.rule}: ${f.title}`);
        const errored = report.rules.filter((r) => r.status === "errored").map((r) => `${r.id}: ${r.reason ?? ""}`);
        expect({ failures, errored }).toEqual({ failures: [], errored: [] });
      } finally {
        server.close();
      }
    });
  }
});
