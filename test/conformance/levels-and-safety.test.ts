// Feature levels decide what runs; --read-only sends nothing that can change state; secrets stay secret.
import { afterEach, describe, expect, it } from "vitest";
import { brokenServer, jsonResponse, referenceServer, type TestServer } from "./support/reference.ts";
import { runAgainst, failuresOf } from "./support/run.ts";

let server: TestServer | undefined;
afterEach(() => server?.close());

describe("feature levels", () => {
  it("a level newer than the spec's newest is tested as the newest, with a note", async () => {
    server = brokenServer({ response: (req, res, json) => (new URL(req.url).pathname.endsWith("/server_settings") ? jsonResponse({ ...json, service_feature_level: 9999, zulip_feature_level: 9999 }, res) : res) });
    const report = await runAgainst(server.fetch, { only: ["streams/get-stream-unknown-id"] });
    expect(report.target.advertisedLevel).toBe(9999);
    expect(report.target.testedLevel).toBe(report.target.specNewestLevel);
    expect(report.notes.join("\n")).toMatch(/newer than the spec's newest/);
  });

  it("a missing service_feature_level is level 0, and rules outside their range are skipped with the reason", async () => {
    server = brokenServer({ response: (req, res, json) => (new URL(req.url).pathname.endsWith("/server_settings") ? jsonResponse({ ...json, service_feature_level: undefined, zulip_feature_level: undefined }, res) : res) });
    const report = await runAgainst(server.fetch, { only: ["muting/mute-state-table"] });
    expect(report.target.advertisedLevel).toBe(0);
    expect(report.rules).toMatchObject([{ id: "muting/mute-state-table", status: "skipped" }]);
    expect(report.rules[0].reason).toMatch(/level/);
  });

  it("--level overrides the advertised level", async () => {
    server = referenceServer();
    const report = await runAgainst(server.fetch, { level: 40, only: ["muting/mute-state-table"] });
    expect(report.target.testedLevel).toBe(40);
    // Both muting operations are new in level 48 (Zulip's mute and unmute came together).
    expect(report.rules[0].reason).toBe("POST /users/me/muted_users/{muted_user_id}, DELETE /users/me/muted_users/{muted_user_id} not in the spec at level 40");
  });
});

describe("safety", () => {
  it("--read-only sends no request that can change state", async () => {
    server = referenceServer();
    const sent: string[] = [];
    const fetch = (req: Request) => (sent.push(`${req.method} ${new URL(req.url).pathname}`), server!.fetch(req));
    const report = await runAgainst(fetch, { readOnly: true, runs: 2 });
    // Logging in and event queues (a client's session, not the organization's data) are allowed.
    const writes = sent.filter((s) => !s.startsWith("GET ") && !/\/((dev_)?fetch_api_key|register|events)$/.test(s));
    expect(writes).toEqual([]);
    // The guard in engine/context.ts turns an undeclared write into an errored rule: none may error.
    expect(report.rules.filter((r) => r.status === "errored")).toEqual([]);
    expect(report.rules.filter((r) => r.reason === "writes; --read-only").length).toBeGreaterThan(0);
  });

  it("a rule that needs an unconfigured role is skipped with the reason", async () => {
    server = referenceServer();
    const report = await runAgainst(server.fetch, { accounts: { kind: "none" }, only: ["streams/include-all-active-non-admin"] });
    expect(report.rules[0]).toMatchObject({ status: "skipped", reason: "needs an account with role member (use --dev or --accounts)" });
    expect(failuresOf(report)).toEqual([]);
  });

  for (const mutedBefore of [false, true]) {
    it(`the muting rule restores the state it found (othello ${mutedBefore ? "" : "not "}muted before)`, async () => {
      server = referenceServer();
      const muteOthello = async () => {
        const login = await server!.fetch(new Request("http://x/api/v1/dev_fetch_api_key", { method: "POST", body: new URLSearchParams({ username: "hamlet@zulip.com" }) }));
        const { api_key } = (await login.json()) as { api_key: string };
        const authorization = "Basic " + Buffer.from(`hamlet@zulip.com:${api_key}`).toString("base64");
        const res = await server!.fetch(new Request("http://x/api/v1/users/me/muted_users/5", { method: "POST", headers: { authorization } }));
        return ((await res.json()) as { msg: string }).msg;
      };
      if (mutedBefore) expect(await muteOthello()).toBe("");
      const report = await runAgainst(server.fetch, { only: ["muting/mute-state-table"] });
      expect(report.rules[0].status).toBe("passed");
      // Muting again tells the state: "" (it was not muted) or "User already muted".
      expect(await muteOthello()).toBe(mutedBefore ? "User already muted" : "");
    });
  }
});
