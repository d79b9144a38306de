// Every generic check (and the engine's example seed rules) fails on a server that breaks exactly it, and passes
// on the reference server.
import { afterEach, describe, expect, it } from "vitest";
import { brokenServer, jsonResponse, referenceServer, type TestServer } from "./support/reference.ts";
import { BROKEN_SERVERS, serve } from "./support/broken-servers.ts";
import { runAgainst, failedRules, failuresOf } from "./support/run.ts";
import { CHECKS } from "../../conformance/checks/index.ts";

const ENGINE_EXAMPLE_RULES = ["streams/get-stream-unknown-id", "streams/include-all-active-non-admin", "muting/mute-state-table"];
let server: TestServer | undefined;
afterEach(() => server?.close());

describe("the reference server", () => {
  for (const seed of [1, 2, 3]) {
    it(`passes every generic check and the example rules (seed ${seed})`, async () => {
      server = referenceServer();
      const report = await runAgainst(server.fetch, { seed, only: ["checks/*", ...ENGINE_EXAMPLE_RULES] });
      expect(failuresOf(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      expect(report.rules.filter((r) => r.status !== "passed").map((r) => `${r.id}: ${r.reason}`)).toEqual([]);
    });
  }

  it("passes the generic checks as an older server (level 150)", async () => {
    server = referenceServer({ featureLevel: 150 });
    const report = await runAgainst(server.fetch, { only: ["checks/*"] });
    expect(report.target.testedLevel).toBe(150);
    expect(failuresOf(report)).toEqual([]);
    expect(report.rules.find((r) => r.id === "checks/ignored_parameters_unsupported")?.reason).toMatch(/needs feature level 167/);
  });
});

describe("a server ahead of the level it advertises", () => {
  it("is warned, not failed, for a field newer than its level (creator_id at level 200)", async () => {
    server = brokenServer(
      { response: (req, res, json) => (req.method === "GET" && /\/streams$/.test(new URL(req.url).pathname) && json?.streams ? jsonResponse({ ...json, streams: json.streams.map((c: any) => ({ ...c, creator_id: null })) }, res) : res) },
      { featureLevel: 200 },
    );
    const report = await runAgainst(server.fetch, { only: ["checks/feature_level_annotations"] });
    expect(failuresOf(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    const warnings = report.findings.filter((f) => f.rule === "checks/feature_level_annotations" && f.severity === "warning");
    expect(warnings.map((w) => w.received).join("\n")).toMatch(/creator_id/);
  });
});

describe("broken servers", () => {
  for (const b of BROKEN_SERVERS) {
    it(`${b.name} ${b.warns ? "warns in" : "fails"} ${b.breaks}`, async () => {
      server = serve(b);
      const report = await runAgainst(server.fetch, { only: b.only });
      if (b.warns) {
        // The seed shows no HTTP statuses: never a failure, a warning with its evidence.
        expect(failuresOf(report)).toEqual([]);
        const w = report.findings.find((x) => x.rule === b.breaks && x.severity === "warning")!;
        expect(w.received).toBeTruthy();
        expect(w.curl).toMatch(/^curl /);
        return;
      }
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

  it("cover every generic check and the example rules", () => {
    const covered = new Set(BROKEN_SERVERS.map((b) => b.breaks));
    expect([...CHECKS.map((c) => c.id), ...ENGINE_EXAMPLE_RULES].filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe("a refused login is a login failure", () => {
  it("an empty or unknown username refused (UNAUTHORIZED, or missing when empty) fails neither positive_data_acceptance nor ignored_auth", async () => {
    const LOGINS = ["POST /fetch_api_key", "POST /dev_fetch_api_key"];
    server = brokenServer({
      request: async (req) => {
        const path = new URL(req.url).pathname;
        if (req.method !== "POST" || !LOGINS.some((op) => path.endsWith(op.split(" ")[1]))) return undefined;
        const username = new URLSearchParams(await req.clone().text()).get("username") ?? "";
        if (username.endsWith("@zulip.com")) return undefined; // the suite's own logins of the development accounts
        const msg = username === "" ? "Missing 'username' argument" : "Your username or password is incorrect";
        return jsonResponse({ result: "error", msg, code: username === "" ? "BAD_REQUEST" : "UNAUTHORIZED" }, undefined, 401);
      },
    });
    for (const seed of [1, 2]) {
      const report = await runAgainst(server.fetch, { seed, only: ["checks/positive_data_acceptance", "checks/ignored_auth"] });
      expect(failuresOf(report).filter((f) => LOGINS.includes(f.operation ?? ""))).toEqual([]);
    }
  });
});
