// Every channel rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/streams/index.ts";
import { BROKEN, serverFor } from "../broken/streams.ts";
import { referenceServer } from "../support/reference.ts";
import { devApiKey } from "../../../server/realm/passwords.ts";
import { failedRules, runAgainst } from "../support/run.ts";

describe("streams rules", () => {
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

  it("the channel, envelope, auth and server-settings rules leave channels and users as they found them", async () => {
    const server = referenceServer();
    const authorization = "Basic " + Buffer.from(`iago@zulip.com:${devApiKey("iago@zulip.com")}`).toString("base64");
    const read = async (path: string) => (await server.fetch(new Request(`http://conformance.test/api/v1${path}`, { headers: { authorization } }))).json();
    const snapshot = async () => ({
      // stream_weekly_traffic is an estimate that may move as the rules post nothing but time passes.
      channels: (await read("/streams?include_all_active=true&include_default=true")).streams.map((c: Record<string, unknown>) => ({ ...c, stream_weekly_traffic: null })),
      users: await Promise.all([1, 2, 3, 4, 5, 8, 9].map((id) => read(`/users/${id}`))),
    });
    try {
      const before = await snapshot();
      const report = await runAgainst(server.fetch, { only: ["envelope/*", "auth/*", "server-settings/*", "streams/*"] });
      expect(report.findings.filter((f) => f.severity !== "note")).toEqual([]);
      expect(await snapshot()).toEqual(before);
    } finally {
      server.close();
    }
  });

  it("every rule has a broken server, and every broken server a rule", () => {
    expect(Object.keys(BROKEN).sort()).toEqual(rules.map((r) => r.id).sort());
  });
});
