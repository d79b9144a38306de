// The rules stay clean on the reference server with every seed from 1 to 20 (the CLI's --seed, each with the
// default number of examples per property): generated cases never make a correct server look wrong. Rules only
// (the operation phase is swept by level-sweep.test.ts), each seed on a fresh in-process server.
import { describe, expect, it } from "vitest";
import { referenceServer } from "./support/reference.ts";
import { RESTRICTED_GUEST } from "./support/prove.ts";
import { failuresOf, runAgainst } from "./support/run.ts";

describe("the rules are clean on the reference server with --seed 1 to 20", () => {
  for (let seed = 1; seed <= 20; seed++) {
    it(`seed ${seed}`, async () => {
      const server = referenceServer();
      try {
        const report = await runAgainst(server.fetch, { seed, runs: 10, skip: ["checks/*"] });
        const failures = failuresOf(report).map((f) => `${f.rule}: ${f.title}: ${String(f.received).slice(0, 300)}`);
        const errored = report.rules.filter((r) => r.status === "errored").map((r) => `${r.id}: ${r.reason ?? ""}`);
        expect({ failures, errored }).toEqual({ failures: [], errored: [] });
        expect(report.rules.filter((r) => r.status === "passed").length).toBeGreaterThan(150);
      } finally {
        server.close();
      }
    });
  }
});

// The same where the guest cannot access the other accounts (the rules on inaccessible users and on who receives
// realm_user events then read both halves).
describe("the rules are clean on a reference server whose guest cannot access the others, with --seed 1 to 5", () => {
  for (let seed = 1; seed <= 5; seed++) {
    it(`seed ${seed}`, async () => {
      const server = referenceServer(RESTRICTED_GUEST.server);
      try {
        await RESTRICTED_GUEST.setup(server.fetch);
        const report = await runAgainst(server.fetch, { seed, runs: 10, skip: ["checks/*"] });
        const failures = failuresOf(report).map((f) => `${f.rule}: ${f.title}: ${String(f.received).slice(0, 300)}`);
        const errored = report.rules.filter((r) => r.status === "errored").map((r) => `${r.id}: ${r.reason ?? ""}`);
        expect({ failures, errored }).toEqual({ failures: [], errored: [] });
      } finally {
        server.close();
      }
    });
  }
});
