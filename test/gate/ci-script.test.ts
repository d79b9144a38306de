// Done-when of issue 26: docs/ci/baseline-gate.sh, the CI recipe of a gate with a baseline, run as a CI would run it
// (a process started by path, the suite's bin, a real HTTP server): green twice with different seeds against a server
// with known departures (one of them with names the run generates, which used to shift between seeds), red when a new
// departure is added, red when the baseline file is missing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runGroup } from "../support/processes.ts";
import { brokenServer, jsonResponse, type TestServer } from "../conformance/support/reference.ts";
import { hideCreatedGroups } from "./hide-groups.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "docs", "ci", "baseline-gate.sh");
const ONLY = "user-groups/create-exact,server-settings/version-not-empty";

/** Hides every group a rule creates (known: its titles carry the run's names); `newDeparture` also empties the version. */
const breakage = { newDeparture: false };
function server(): TestServer {
  return brokenServer({
    response: (req, res, json) => {
      if (breakage.newDeparture && new URL(req.url).pathname.endsWith("/server_settings")) return jsonResponse({ ...json, zulip_version: "", service_version: "" }, res);
      return hideCreatedGroups(req, res, json);
    },
  });
}

describe("docs/ci/baseline-gate.sh", () => {
  let http: Server;
  let app: TestServer;
  let url: string;
  const dir = mkdtempSync(join(tmpdir(), "gate-ci-"));
  beforeAll(async () => {
    app = server();
    http = createServer(getRequestListener(app.fetch));
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => http.close(r));
    app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const gate = (env: Record<string, string>) =>
    runGroup("bash", [SCRIPT, "--only", ONLY, "--runs", "2"], {
      cwd: dir,
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))), TEAMCHAT_CONFORMANCE: `node ${join(ROOT, "bin", "teamchat-conformance.mjs")}`, TEAMCHAT_URL: url, ...env },
      timeoutMs: 60_000,
    });

  it("records once, is green with two other seeds, red with a new departure and red without the baseline", async () => {
    const recorded = await gate({ UPDATE_BASELINE: "1", SEED: "1" });
    expect(recorded.status, recorded.stdout + recorded.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "conformance-baseline.json"), "utf8")).findings.length).toBeGreaterThan(0);

    for (const seed of ["2", "3"]) {
      const green = await gate({ SEED: seed });
      expect(green.status, `seed ${seed}: ${green.stdout.slice(-2000)}`).toBe(0);
      expect(green.stdout).toMatch(/known failure\(s\) not counted, 0 new/);
    }
    // A fresh seed each run when none is given.
    const drawn = await gate({});
    expect(drawn.status, drawn.stdout.slice(-2000)).toBe(0);
    expect(drawn.stderr).toMatch(/^baseline-gate\.sh: seed \d+, baseline conformance-baseline\.json$/m);

    breakage.newDeparture = true;
    const red = await gate({ SEED: "4" });
    breakage.newDeparture = false;
    expect(red.status, red.stdout.slice(-2000)).toBe(1);
    expect(red.stdout).toMatch(/server-settings\/version-not-empty/);
    expect(red.stdout).toMatch(/\d+ known failure\(s\) not counted, 1 new/);

    const missing = await gate({ SEED: "5", BASELINE: "no-such-baseline.json" });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--baseline no-such-baseline\.json: no such file .*--update-baseline/);
  }, 180_000);
});
