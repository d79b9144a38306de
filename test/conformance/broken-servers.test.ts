// Every generic check and every seed rule fails on a server that breaks exactly it, and passes on a correct one.
import { describe, expect, it } from "vitest";
import { createFakeServer } from "./support/fake-server.ts";
import { BROKEN_SERVERS } from "./support/broken-servers.ts";
import { runAgainst, failedRules, failuresOf } from "./support/run.ts";
import { CHECKS } from "../../conformance/checks/index.ts";
import { RULES } from "../../conformance/rules/registry.ts";

describe("a correct server", () => {
  for (const seed of [1, 2]) {
    it(`passes every check and rule (seed ${seed})`, async () => {
      const report = await runAgainst(createFakeServer().fetch, { seed });
      expect(failuresOf(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      expect(report.rules.filter((r) => r.status !== "passed").map((r) => `${r.id}: ${r.reason}`)).toEqual([]);
    });
  }
});

describe("broken servers", () => {
  for (const b of BROKEN_SERVERS) {
    it(`${b.name} fails ${b.breaks}`, async () => {
      const server = createFakeServer({ handlers: b.handlers });
      const report = await runAgainst(b.wrap ? b.wrap(server.fetch) : server.fetch, { only: b.only });
      expect(failedRules(report)).toContain(b.breaks);
      expect(report.exitCode).toBe(1);
      const f = failuresOf(report).find((x) => x.rule === b.breaks)!;
      // Every failure is typed evidence with a repro.
      expect(f.expected).toBeTruthy();
      expect(f.received).toBeTruthy();
      expect(f.curl).toMatch(/^curl /);
      expect(f.replay?.command).toContain(`--only '${b.breaks}'`);
    });
  }

  it("cover every generic check and every seed rule", () => {
    const covered = new Set(BROKEN_SERVERS.map((b) => b.breaks));
    expect([...CHECKS.map((c) => c.id), ...RULES.map((r) => r.id)].filter((id) => !covered.has(id))).toEqual([]);
  });
});
