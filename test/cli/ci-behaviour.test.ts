// CI behaviour: --max-failures, --wait-for-server, NO_COLOR / FORCE_COLOR, the replay command as the suite was
// invoked, and a replay whose failing case was not reached saying so.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { colorFor, invokedAs } from "../../conformance/cli.ts";
import { brokenServer, isOperation, jsonResponse, referenceServer } from "../conformance/support/reference.ts";
import { cli, TARGET } from "./support.ts";

const json = (dir: string) => JSON.parse(readFileSync(join(dir, "r.json"), "utf8"));

describe("--max-failures", () => {
  it("stops after N failures: the rest skipped with the reason, the verdict not a whole-suite one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ci-"));
    const server = brokenServer({
      request: (req) => (new URL(req.url).searchParams.has("include_all_active") ? jsonResponse({ result: "success", msg: "", streams: [] }) : undefined),
      response: (req, res, body) => (new URL(req.url).pathname.endsWith("/server_settings") ? jsonResponse({ ...body, zulip_version: "", service_version: "" }, res) : res),
    });
    try {
      const r = await cli([...TARGET, "--workers", "1", "--only", "server-settings/*,streams/include-all-active-non-admin", "--max-failures", "1", "--reporter", `json=${join(dir, "r.json")}`], { fetch: server.fetch });
      expect(r.code).toBe(1);
      const report = json(dir);
      expect(report.findings.filter((f: { severity: string }) => f.severity === "failure")).toHaveLength(1);
      const stopped = report.rules.filter((x: { reason?: string }) => x.reason === "stopped after 1 failure(s) (--max-failures 1); not run");
      expect(stopped.length).toBeGreaterThan(0);
      // The stop is in the scope and the verdict line, once (test/gate/partial-runs.test.ts counts it everywhere).
      expect(report.scope.leftOut).toEqual([`--only server-settings/*,streams/include-all-active-non-admin`, `--max-failures 1: stopped with ${stopped.length} not run`]);
      expect(r.stdout).toMatch(/^Not conformant: 1 failure\(s\) in 1 failed rule\(s\) — in \d+ of \d+ rules \(.*--max-failures 1: stopped with \d+ not run\)\.$/m);
    } finally {
      server.close();
    }
  });

  it("must be a whole number of at least 1", async () => {
    const r = await cli([...TARGET, "--max-failures", "0"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("teamchat-conformance: --max-failures must be at least 1\n");
  });
});

describe("--wait-for-server", () => {
  it("polls GET /server_settings until the server answers, then runs", async () => {
    const server = referenceServer();
    let refused = 0;
    const fetch = async (req: Request) => {
      if (isOperation(req, "GET /server_settings") && refused < 2) {
        refused++;
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      }
      return server.fetch(req);
    };
    try {
      const r = await cli([...TARGET, "--only", "server-settings/shape", "--wait-for-server", "20s"], { fetch });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(refused).toBe(2);
    } finally {
      server.close();
    }
  });

  it("gives up after the duration: unreachable (exit 3), saying how long it waited and why", async () => {
    const started = Date.now();
    const r = await cli([...TARGET, "--only", "server-settings/shape", "--wait-for-server", "1s"], {
      fetch: async () => {
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      },
    });
    expect(r.code).toBe(3);
    // Sent through the transport (its headers, its same-origin redirects): the last failure as the transport names it.
    expect(r.stdout).toMatch(/--wait-for-server: GET \/server_settings did not answer within 1 s \(network \(fetch failed/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("colour", () => {
  it("--no-color, NO_COLOR, FORCE_COLOR, then the terminal", () => {
    expect(colorFor(undefined, {}, true)).toBe(true);
    expect(colorFor(undefined, {}, false)).toBe(false);
    expect(colorFor(false, { FORCE_COLOR: "1" }, true)).toBe(false);
    expect(colorFor(undefined, { NO_COLOR: "1" }, true)).toBe(false);
    expect(colorFor(undefined, { NO_COLOR: "" }, true)).toBe(true);
    expect(colorFor(undefined, { FORCE_COLOR: "1" }, false)).toBe(true);
    expect(colorFor(undefined, { FORCE_COLOR: "0" }, true)).toBe(false);
  });

  it("NO_COLOR on a terminal: no escape sequence in the output", async () => {
    const server = referenceServer();
    try {
      const plain = await cli([...TARGET, "--only", "server-settings/shape"], { fetch: server.fetch, isTty: true, env: { NO_COLOR: "1" } });
      expect(plain.stdout).not.toMatch(/\x1b\[/);
      const coloured = await cli([...TARGET, "--only", "server-settings/shape"], { fetch: server.fetch, isTty: true, env: {} });
      expect(coloured.stdout).toMatch(/\x1b\[/);
    } finally {
      server.close();
    }
  });
});

describe("replay", () => {
  it("the command is the way the suite was invoked", () => {
    expect(invokedAs({ npm_lifecycle_event: "conformance" }, "/repo/conformance/cli.ts")).toBe("npm run conformance --");
    expect(invokedAs({ npm_command: "exec" }, "/app/node_modules/.bin/teamchat-conformance")).toBe("npx teamchat-conformance");
    // By path: the path (node for a .mjs), relative under the working directory; the bare name only when on PATH.
    expect(invokedAs({}, "/usr/lib/node_modules/teamchat-api-toolchain/bin/teamchat-conformance.mjs", "/work")).toBe("node /usr/lib/node_modules/teamchat-api-toolchain/bin/teamchat-conformance.mjs");
    expect(invokedAs({}, "/repo/conformance/cli.ts", "/repo")).toBe("npx tsx ./conformance/cli.ts");
    expect(invokedAs({}, "/app/node_modules/teamchat-api-toolchain/dist/conformance/cli.js", "/app")).toBe("node ./node_modules/teamchat-api-toolchain/dist/conformance/cli.js");
  });

  it("prints it with the prefix, and a replay whose case passed says the failing case was not reached", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ci-"));
    const broken = brokenServer({ response: (req, res) => (isOperation(req, "GET /streams") && new URL(req.url).searchParams.size > 0 ? new Response("boom", { status: 500 }) : res) });
    let command: string;
    try {
      const r = await cli([...TARGET, "--only", "checks/not_a_server_error", "--reporter", `json=${join(dir, "r.json")}`], { fetch: broken.fetch, replayPrefix: "npx teamchat-conformance" });
      expect(r.code).toBe(1);
      const finding = json(dir).findings.find((f: { replay?: unknown }) => f.replay);
      command = finding.replay.command;
      expect(command).toMatch(/^npx teamchat-conformance --url 'http:\/\/conformance\.test' --dev --seed 5 --runs 2 --only 'checks\/not_a_server_error' --path /);
      expect(r.stdout).toContain(command);
    } finally {
      broken.close();
    }
    const path = /--path (\S+)/.exec(command)![1].replace(/^'|'$/g, "");
    const server = referenceServer();
    try {
      const replay = await cli([...TARGET, "--only", "checks/not_a_server_error", "--path", path], { fetch: server.fetch });
      expect(replay.code).toBe(0);
      expect(replay.stdout).toMatch(/the failing case was not reached: the server's data changed since the failing run/);
    } finally {
      server.close();
    }
  });
});
