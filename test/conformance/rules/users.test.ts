// Every users rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/users/index.ts";
import { BROKEN } from "../broken/users.ts";
import { proveRules } from "../support/prove.ts";
import { referenceServer } from "../support/reference.ts";
import { runAgainst } from "../support/run.ts";

describe("users rules", () => {
  proveRules(rules, BROKEN);

  // The legacy flags exist below level 8: there the reference server reports the conflict, and the rule passes too.
  it("users/guest-admin-conflict passes on a level-7 reference server (the conflict reported)", async () => {
    const server = referenceServer({ featureLevel: 7 });
    try {
      const report = await runAgainst(server.fetch, { only: ["users/guest-admin-conflict"] });
      expect(report.rules.map((r) => `${r.id}: ${r.status}`)).toEqual(["users/guest-admin-conflict: passed"]);
      expect(report.findings).toEqual([]);
    } finally {
      server.close();
    }
  });
});
