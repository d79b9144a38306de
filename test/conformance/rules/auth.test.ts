// Every authentication rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/auth/index.ts";
import { BROKEN, PRODUCTION } from "../broken/auth.ts";
import { failedRules, runAgainst } from "../support/run.ts";
import { proveRules, serverFor } from "../support/prove.ts";

describe("auth rules", () => {
  proveRules(rules, BROKEN);

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
});
