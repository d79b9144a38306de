// Feature levels: every rule runs only within its level range, and the run report states the advertised level and
// which rules were skipped because of it. The whole registry against the reference server at level 100: exactly the
// rules whose range excludes 100 (a `since` above it, an `until` at or below it, or an operation the spec only has
// from a later level) are skipped with a level reason; every other rule runs (or is skipped for another reason).
import { describe, expect, it } from "vitest";
import { RULES } from "../../../conformance/rules/registry.ts";
import { specModel } from "../../../conformance/engine/spec.ts";
import { specFacts } from "../../../lib/spec/index.ts";
import { formatPretty } from "../../../conformance/reporters/pretty.ts";
import { formatJson } from "../../../conformance/reporters/json.ts";
import type { Rule } from "../../../conformance/rules/types.ts";
import { referenceServer } from "../support/reference.ts";
import { runAgainst } from "../support/run.ts";

const LEVEL = 100;
const facts = specFacts();
/** The levels a rule's since/until name, as the spec resolves them. */
const since = (r: Rule) => (r.since === undefined ? 0 : facts.levelOf(r.since));
const until = (r: Rule) => (r.until === undefined ? Infinity : facts.levelOf(r.until));

/** Whether a rule's level range, or the level of one of its operations, excludes `level`. */
function outOfRange(rule: Rule, level: number): boolean {
  const operations = new Set(specModel(level).operations.map((o) => o.key));
  return since(rule) > level || until(rule) <= level || rule.operations.some((op) => !operations.has(op));
}
const needs = (r: Rule) => `needs feature level ${since(r)} (${r.since}); testing level ${LEVEL}`;

const levelReason = /feature level|at level/;

describe("feature levels", () => {
  it("the registry has rules on both sides of level 100, so the proof below proves something", () => {
    expect(RULES.filter((r) => since(r) > LEVEL).length).toBeGreaterThan(5);
    expect(RULES.filter((r) => !outOfRange(r, LEVEL)).length).toBeGreaterThan(5);
    expect(RULES.some((r) => r.until !== undefined)).toBe(true);
  });

  it(`a server advertising level ${LEVEL}: exactly the rules outside their range are skipped, with the level`, async () => {
    const server = referenceServer({ featureLevel: LEVEL });
    try {
      const report = await runAgainst(server.fetch, { only: RULES.map((r) => r.id) });
      expect(report.target.advertisedLevel).toBe(LEVEL);
      expect(report.target.testedLevel).toBe(LEVEL);

      const byId = new Map(report.rules.map((r) => [r.id, r]));
      expect([...byId.keys()].sort()).toEqual(RULES.map((r) => r.id).sort());
      const skippedForLevel = report.rules.filter((r) => r.status === "skipped" && levelReason.test(r.reason ?? "")).map((r) => r.id).sort();
      const expected = RULES.filter((r) => outOfRange(r, LEVEL)).map((r) => r.id).sort();
      expect(skippedForLevel).toEqual(expected);
      // Every rule with a `since` above the level is among them, and its reason names both levels.
      for (const rule of RULES.filter((r) => since(r) > LEVEL)) {
        expect(byId.get(rule.id)?.reason).toBe(needs(rule));
      }
      // Rules for older servers ran (until above the level) or were skipped for another reason than the level.
      for (const rule of RULES.filter((r) => !outOfRange(r, LEVEL))) {
        const r = byId.get(rule.id)!;
        expect(r.status === "skipped" ? levelReason.test(r.reason ?? "") : false, `${rule.id}: ${r.status} ${r.reason ?? ""}`).toBe(false);
      }

      // The reports state the level and what was skipped because of it.
      const pretty = formatPretty(report);
      expect(pretty).toContain(`feature level ${LEVEL}, tested as ${LEVEL}`);
      const newer = RULES.find((r) => since(r) > LEVEL)!;
      expect(pretty).toContain(`${newer.id}: ${needs(newer)}`);
      const json = JSON.parse(formatJson(report));
      expect(json.target).toMatchObject({ advertisedLevel: LEVEL, testedLevel: LEVEL });
      expect(json.rules.find((r: { id: string }) => r.id === newer.id)).toMatchObject({ status: "skipped", reason: needs(newer) });
    } finally {
      server.close();
    }
  }, 180_000);

  it("--level overrides the advertised level, and the report says so", async () => {
    const server = referenceServer();
    try {
      const newer = RULES.filter((r) => since(r) > LEVEL);
      const report = await runAgainst(server.fetch, { only: newer.map((r) => r.id), level: LEVEL });
      expect(report.target.testedLevel).toBe(LEVEL);
      expect(report.target.advertisedLevel).toBeGreaterThan(LEVEL);
      expect(report.notes.some((n) => n.includes(`testing level ${LEVEL} (--level)`))).toBe(true);
      expect(report.rules.map((r) => [r.id, r.status])).toEqual(newer.map((r) => [r.id, "skipped"]).sort((a, b) => a[0].localeCompare(b[0])));
    } finally {
      server.close();
    }
  });
});
