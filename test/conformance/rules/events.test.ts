// Every events rule passes on the reference server and fails on a server that breaks exactly it; the heartbeat
// rule is slow and runs only when asked to.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/events/index.ts";
import { BROKEN } from "../broken/events.ts";
import { proveRules } from "../support/prove.ts";
import { referenceServer } from "../support/reference.ts";
import { runAgainst } from "../support/run.ts";

describe("events rules", () => {
  proveRules(rules, BROKEN);

  it("events/heartbeat is skipped unless slow rules are asked for", async () => {
    const server = referenceServer();
    try {
      const report = await runAgainst(server.fetch, { only: ["events/heartbeat"] });
      expect(report.rules.map((r) => [r.id, r.status, r.reason])).toEqual([["events/heartbeat", "skipped", "slow; run with --slow"]]);
    } finally {
      server.close();
    }
  });
});
