// --shard I/N and `merge`: N CI jobs each run their share (every seed rule in exactly one shard, every operation's
// generic checks in exactly one), and the merged report is the unsharded run's, in rules and verdict.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { parseShard, shardFilter, shardRules } from "../../conformance/engine/shard.ts";
import { specModel, specNewestLevel } from "../../conformance/engine/spec.ts";
import type { Report } from "../../conformance/engine/types.ts";
import { referenceServer } from "./support/reference.ts";

async function cli(argv: string[], fetch?: (req: Request) => Promise<Response>) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), fetch });
  return { code, stdout, stderr };
}
const read = (file: string): Report => JSON.parse(readFileSync(file, "utf8"));
const outcome = (r: Report) => r.rules.map((x) => ({ id: x.id, status: x.status, reason: x.reason }));

describe("the split", () => {
  it("parses I/N", () => {
    expect(parseShard("2/3")).toEqual({ index: 2, count: 3 });
    for (const bad of ["0/3", "4/3", "1/0", "3", "a/b", "-1/2", "1/2/3"]) expect(parseShard(bad), bad).toBeUndefined();
  });

  it("deals every seed rule to exactly one shard, deterministically, the writing ones evenly", () => {
    for (const count of [1, 2, 3, 5, 7]) {
      const shards = Array.from({ length: count }, (_, i) => shardRules({ index: i + 1, count }, RULES));
      expect(shards.flat().map((r) => r.id).sort()).toEqual(RULES.map((r) => r.id).sort());
      // The same rules whatever the order they are handed in (every job computes the same split).
      const shuffled = [...RULES].reverse();
      for (let i = 0; i < count; i++) expect(shardRules({ index: i + 1, count }, shuffled).map((r) => r.id).sort()).toEqual(shards[i].map((r) => r.id).sort());
      const sizes = shards.map((s) => s.length);
      const writing = shards.map((s) => s.filter((r) => r.writes).length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(Math.max(...writing) - Math.min(...writing)).toBeLessThanOrEqual(1);
    }
  });

  it("deals every operation's generic checks to exactly one shard", () => {
    const keys = specModel(specNewestLevel()).operations.map((o) => o.key);
    const filters = [1, 2, 3].map((index) => shardFilter({ index, count: 3 }, keys));
    for (const key of keys) expect(filters.filter((inShard) => inShard(key)), key).toHaveLength(1);
  });
});

describe("three shards against the reference server", () => {
  it("cover exactly the unsharded run's rules, and merge into its report and verdict", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-shards-"));
    const flags = ["--url", "http://conformance.test", "--dev", "--seed", "11", "--runs", "2"];
    const whole = await cli([...flags, "--reporter", `json=${join(dir, "whole.json")}`], referenceServer().fetch);
    expect(whole.code).toBe(0);
    const files = [1, 2, 3].map((i) => join(dir, `shard-${i}.json`));
    for (const [i, file] of files.entries()) {
      // Each CI job has its own server, as separate jobs would.
      const r = await cli([...flags, "--shard", `${i + 1}/3`, "--reporter", `json=${file}`], referenceServer().fetch);
      expect(r.code, r.stdout).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`Shard: ${i + 1}/3`));
      expect(r.stdout).toMatch(new RegExp(`^Conformant in \\d+ of \\d+ rules \\(--shard ${i + 1}/3\\) \\(not a verdict on the whole suite\\)\\.$`, "m"));
    }
    const reference = read(join(dir, "whole.json"));
    const shards = files.map(read);
    expect(shards.map((s) => s.shard)).toEqual([1, 2, 3].map((index) => ({ index, count: 3 })));

    // Every seed rule in exactly one shard; the checks in every shard (each on its own operations).
    const checks = reference.rules.filter((r) => r.area === "checks").map((r) => r.id);
    const seedRules = reference.rules.filter((r) => r.area !== "checks").map((r) => r.id);
    for (const id of seedRules) expect(shards.filter((s) => s.rules.some((r) => r.id === id)), id).toHaveLength(1);
    for (const s of shards) expect(s.rules.filter((r) => r.area === "checks").map((r) => r.id)).toEqual(checks);
    expect(new Set(shards.flatMap((s) => s.rules.map((r) => r.id)))).toEqual(new Set(reference.rules.map((r) => r.id)));
    // Every operation the checks exercise, exercised (by the checks) in some shard.
    const exercised = (r: Report) => r.coverage.filter((c) => c.exercised).map((c) => c.operation).sort();
    expect([...new Set(shards.flatMap(exercised))].sort()).toEqual(exercised(reference));

    const merged = await cli(["merge", ...files, "--reporter", `json=${join(dir, "all.json")}`, "--reporter", `junit=${join(dir, "all.xml")}`]);
    expect(merged.code).toBe(whole.code);
    expect(merged.stdout).toMatch(/^Conformant\.$/m); // the pretty summary: stdout was free
    const all = read(join(dir, "all.json"));
    expect(all.shard).toBeUndefined();
    expect(outcome(all)).toEqual(outcome(reference));
    expect([all.verdict, all.exitCode]).toEqual([reference.verdict, reference.exitCode]);
    expect({ ...all.summary, requests: 0 }).toEqual({ ...reference.summary, requests: 0 });
    expect(exercised(all)).toEqual(exercised(reference));
    const xml = readFileSync(join(dir, "all.xml"), "utf8");
    expect(xml).toMatch(new RegExp(`<testsuites name="teamchat-conformance" tests="${reference.rules.length}" failures="0" errors="0" skipped="${reference.summary.skipped}"`));
    expect(xml.match(/<testcase /g)).toHaveLength(reference.rules.length);
  }, 120_000);
});

describe("merge", () => {
  const dir = mkdtempSync(join(tmpdir(), "conformance-merge-"));
  const rule = (id: string, status: "passed" | "failed" | "skipped", extra = {}) => ({ id, area: id.split("/")[0], title: id, seed: "", status, durationMs: 1, requests: 1, ...extra });
  const shard = (index: number, count: number, rules: ReturnType<typeof rule>[], findings: unknown[] = []) => {
    const file = join(dir, `s${index}of${count}-${Math.random().toString(36).slice(2)}.json`);
    const report = {
      schemaVersion: 1,
      tool: { name: "teamchat-conformance", version: "0.1.0" },
      target: { url: "http://x", advertisedLevel: 267, testedLevel: 267, specNewestLevel: 267 },
      seed: 1, runs: 2, readOnly: false, shard: { index, count }, startedAt: new Date(0).toISOString(), durationMs: 10,
      verdict: "conformant", exitCode: 0, notes: [], rules, findings,
      coverage: [{ operation: "GET /streams", operationId: "get-streams", exercised: index === 1, documentedStatuses: ["200"], seenStatuses: index === 1 ? [200] : [] }],
      summary: { passed: 0, failed: 0, skipped: 0, errored: 0, failures: 0, warnings: 0, requests: 5 },
    };
    writeFileSync(file, JSON.stringify(report));
    return file;
  };

  it("gives the verdict of the whole: a check failed in one shard fails; a failure anywhere exits 1", async () => {
    const failure = { severity: "failure", rule: "checks/error_envelope", title: "no code", expected: "a code", received: "none" };
    const files = [
      shard(1, 2, [rule("checks/error_envelope", "passed"), rule("streams/a", "passed")]),
      shard(2, 2, [rule("checks/error_envelope", "failed"), rule("streams/b", "skipped", { reason: "slow; run with --slow" })], [failure]),
    ];
    const r = await cli(["merge", ...files, "--reporter", "json"]);
    expect(r.code).toBe(1);
    const merged = JSON.parse(r.stdout) as Report;
    expect(merged.verdict).toBe("violations");
    expect(outcome(merged)).toEqual([
      { id: "checks/error_envelope", status: "failed", reason: undefined },
      { id: "streams/a", status: "passed", reason: undefined },
      { id: "streams/b", status: "skipped", reason: "slow; run with --slow" },
    ]);
    expect(merged.rules[0].requests).toBe(2);
    expect(merged.summary).toMatchObject({ passed: 1, failed: 1, skipped: 1, failures: 1, requests: 10 });
    expect(merged.coverage).toEqual([{ operation: "GET /streams", operationId: "get-streams", exercised: true, documentedStatuses: ["200"], seenStatuses: [200] }]);
  });

  it("refuses an incomplete or inconsistent set of shards (exit 2, one line)", async () => {
    const a = shard(1, 3, [rule("streams/a", "passed")]);
    const b = shard(2, 3, [rule("streams/b", "passed")]);
    const c = shard(3, 3, [rule("streams/c", "passed")]);
    const other = shard(2, 2, [rule("streams/d", "passed")]);
    const whole = join(dir, "whole.json");
    writeFileSync(whole, readFileSync(a, "utf8").replace(/"shard":\{[^}]*\},/, ""));
    const garbage = join(dir, "garbage.json");
    writeFileSync(garbage, "<testsuites/>");
    for (const [argv, error] of [
      [[a, b], /^merge: missing shard 3\/3$/],
      [[a, b, c, b], /^merge: shard 2\/3 given twice/],
      [[a, other], /is a shard of 3, .* a shard of 2$/],
      [[a, whole], /whole.json is not a shard's report \(it was run without --shard I\/N\)$/],
      [[a, garbage], /garbage.json is not JSON/],
      [[a, join(dir, "missing.json")], /^merge: cannot read .*missing.json: ENOENT$/],
      [[], /^merge: give the JSON report of every shard/],
      [[a, b, c, "--reporter", "xml"], /^--reporter: unknown reporter xml/],
    ] as const) {
      const r = await cli(["merge", ...argv]);
      expect(r.code, String(argv)).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.split("\n").filter(Boolean)).toHaveLength(1);
      expect(r.stderr.replace(/^teamchat-conformance: /, "").trim()).toMatch(error);
    }
    expect((await cli(["merge", a, b, c])).code).toBe(0);
  });
});
