// Every channel rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/streams/index.ts";
import { BROKEN } from "../broken/streams.ts";
import { referenceServer, rewriteForm } from "../support/reference.ts";
import { devApiKey } from "../support/dev-keys.ts";
import { failedRules, runAgainst } from "../support/run.ts";
import { proveRules } from "../support/prove.ts";

describe("streams rules", () => {
  proveRules(rules, BROKEN);

  it("a server resetting history_public_to_subscribers on an update sending only is_private (as Zulip does) fails no rule: the seed does not say", async () => {
    const server = referenceServer();
    const resetting = rewriteForm("PATCH /streams/{stream_id}", (f) => (f.is_private === "true" && !("history_public_to_subscribers" in f) ? { ...f, history_public_to_subscribers: "false" } : f))(server.fetch);
    try {
      const report = await runAgainst(resetting, { only: ["streams/update-history-private-round-trip", "streams/update-is-private-round-trip"] });
      expect(failedRules(report)).toEqual([]);
      expect(report.rules.map((r) => r.status)).toEqual(["passed", "passed"]);
    } finally {
      server.close();
    }
  });

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
      // The seed cannot delete a channel: the one streams/creator-id-is-creator creates stays, named with the run's
      // prefix; every channel that was there is as it was.
      const after = await snapshot();
      const existed = new Set(before.channels.map((c: Record<string, unknown>) => c.stream_id));
      const created = after.channels.filter((c: Record<string, unknown>) => !existed.has(c.stream_id));
      expect(created.map((c: Record<string, unknown>) => String(c.name).startsWith("conformance-"))).toEqual([true]);
      expect({ ...after, channels: after.channels.filter((c: Record<string, unknown>) => existed.has(c.stream_id)) }).toEqual(before);
    } finally {
      server.close();
    }
  });
});
