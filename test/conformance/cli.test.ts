// The command line: usage errors exit 2 with the valid choices, exit codes follow the verdict, reporters write
// their files, and no output ever contains a credential.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { runGroup } from "../support/processes.ts";
import { brokenServer, jsonResponse, referenceServer } from "./support/reference.ts";

async function cli(argv: string[], fetch?: (req: Request) => Promise<Response>, tty: { stderrIsTty?: boolean } = {}) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), fetch, ...tty });
  return { code, stdout, stderr };
}
const URL_FLAGS = ["--url", "http://conformance.test", "--dev", "--seed", "5", "--runs", "2"];

describe("cli", () => {
  it("rejects unknown flags with the list of valid ones (exit 2)", async () => {
    const r = await cli(["--url", "http://x", "--frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown flag --frobnicate; valid flags: --url, --dev/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("rejects unknown rule ids with at most three of the nearest ids, never all of them (exit 2)", async () => {
    const r = await cli([...URL_FLAGS, "--only", "muting/mute-state-tabel"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("teamchat-conformance: --only: unknown rule id muting/mute-state-tabel (did you mean muting/mute-state-table?); --list-rules lists every id\n");
    const typo = await cli([...URL_FLAGS, "--skip", "stream/*"]);
    expect(typo.stderr).toMatch(/^teamchat-conformance: --skip: unknown rule id stream\/\* \(did you mean streams\/\*.*\?\)/);
    const far = await cli([...URL_FLAGS, "--only", "streams/no-such-rule"]);
    const offered = /did you mean (.*)\?\)/.exec(far.stderr)![1].split(", ");
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
    for (const id of offered) expect(id).toMatch(/^streams\//);
    expect(far.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("rejects bad values and missing --url (exit 2)", async () => {
    expect((await cli(["--dev"])).code).toBe(2);
    expect((await cli([...URL_FLAGS.slice(0, 3), "--runs", "many"])).stderr).toMatch(/--runs must be/);
    expect((await cli([...URL_FLAGS.slice(0, 3), "--reporter", "xml"])).stderr).toMatch(/valid reporters: pretty, json, junit/);
    expect((await cli([...URL_FLAGS, "--accounts", "a.json"])).stderr).toMatch(/exclude each other/);
    const missing = await cli(["--url", "http://x", "--accounts", "/nonexistent.json"], referenceServer().fetch);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^teamchat-conformance: --accounts: cannot read accounts file \/nonexistent.json/);
  });

  it("exits 0 on a conformant server and 1 on violations", async () => {
    expect((await cli([...URL_FLAGS, "--only", "checks/*,streams/include-all-active-non-admin"], referenceServer().fetch)).code).toBe(0);
    const broken = brokenServer({ request: (req) => (new URL(req.url).searchParams.has("include_all_active") ? jsonResponse({ result: "success", msg: "", streams: [] }) : undefined) });
    const r = await cli([...URL_FLAGS, "--only", "streams/include-all-active-non-admin"], broken.fetch);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✗ streams\/include-all-active-non-admin/);
    expect(r.stdout).toMatch(/Reproduce: {2}curl -sS -X GET '.*include_all_active=true' -u "hamlet@zulip.com:\$API_KEY"/);
  });

  it("exits 3 when the server is unreachable", async () => {
    const r = await cli(["--url", "http://127.0.0.1:9", "--dev", "--timeout", "2s"]);
    expect(r.code).toBe(3);
  });

  it("writes json and junit reports to files and never prints a credential", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-"));
    // A server that leaks the caller's key into an error message.
    const server = referenceServer();
    const keys: string[] = [];
    const leaky = async (req: Request) => {
      const res = await server.fetch(req);
      if (res.status !== 401 && new URL(req.url).pathname.endsWith("/user_groups")) {
        const key = Buffer.from((req.headers.get("authorization") ?? "").slice(6), "base64").toString().split(":")[1];
        keys.push(key);
        return new Response(JSON.stringify({ result: "error", msg: `bad key ${key}`, code: "BAD_REQUEST" }), { status: 500 });
      }
      return res;
    };
    const r = await cli([...URL_FLAGS, "--only", "checks/not_a_server_error", "--reporter", `json=${join(dir, "r.json")}`, "--reporter", `junit=${join(dir, "r.xml")}`, "--reporter", "pretty", "--verbose"], leaky);
    expect(r.code).toBe(1);
    const json = readFileSync(join(dir, "r.json"), "utf8");
    const xml = readFileSync(join(dir, "r.xml"), "utf8");
    const report = JSON.parse(json);
    expect(report.schemaVersion).toBe(1);
    expect(report.findings.some((f: { rule: string }) => f.rule === "checks/not_a_server_error")).toBe(true);
    expect(xml).toMatch(/<testsuite name="checks"/);
    for (const text of [json, xml, r.stdout, r.stderr]) {
      for (const key of keys) expect(text).not.toContain(key);
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(json).toContain("bad key $API_KEY");
  });

  it("runs as an npx bin", async () => {
    const out = (await runGroup(process.execPath, ["bin/teamchat-conformance.mjs", "--list-rules"])).stdout;
    expect(out).toMatch(/^checks\/not_a_server_error/m);
    expect(out).toMatch(/^muting\/mute-state-table .*\[roles: member,member; writes\]/m);
    // Levels are listed as the spec resolves the element a rule names.
    expect(out).toMatch(/^muting\/mute-bot-allowed .*level ≥188 \(POST \/users\/me\/muted_users\/\{muted_user_id\} @changed\); roles: member,bot; writes/m);
    expect((await runGroup(process.execPath, ["bin/teamchat-conformance.mjs", "--bogus"])).status).toBe(2);
  });
});
