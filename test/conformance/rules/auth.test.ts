// Every authentication rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/auth/index.ts";
import { BROKEN, PRODUCTION } from "../broken/auth.ts";
import { serverFor } from "../broken/streams.ts";
import { referenceServer } from "../support/reference.ts";
import { failedRules, runAgainst } from "../support/run.ts";

describe("auth rules", () => {
  for (const rule of rules) {
    const broken = BROKEN[rule.id];
    it(`${rule.id} passes on the reference server`, async () => {
      const server = referenceServer(broken?.server);
      try {
        const report = await runAgainst(server.fetch, { only: [rule.id], ...broken?.run });
        expect(report.rules.map((r) => `${r.id}: ${r.status}${r.reason ? ` (${r.reason})` : ""}`)).toEqual([`${rule.id}: passed`]);
        expect(report.findings.filter((f) => f.rule === rule.id)).toEqual([]);
      } finally {
        server.close();
      }
    });
    it(`${rule.id} fails on a server that breaks it`, async () => {
      const server = serverFor(broken);
      try {
        const report = await runAgainst(server.fetch, { only: [rule.id], ...broken.run });
        expect(failedRules(report)).toEqual([rule.id]);
      } finally {
        server.close();
      }
    });
  }

  for (const p of PRODUCTION) {
    it(`auth/dev-fetch-api-key ${p.fails ? "fails" : "passes"} on ${p.name}`, async () => {
      const server = serverFor(p.c);
      try {
        const report = await runAgainst(server.fetch, { only: ["auth/dev-fetch-api-key"], ...p.c.run });
        expect(report.rules.map((r) => r.status)).toEqual([p.fails ? "failed" : "passed"]);
        expect(failedRules(report)).toEqual(p.fails ? ["auth/dev-fetch-api-key"] : []);
      } finally {
        server.close();
      }
    });
  }

  it("every rule has a broken server, and every broken server a rule", () => {
    expect(Object.keys(BROKEN).sort()).toEqual(rules.map((r) => r.id).sort());
  });
});
