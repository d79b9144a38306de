// The command line in CI (issue 13): no silent pass without accounts, every invalid flag value refused before
// anything is sent (one line naming the flag, exit 2), progress that suits the output (a live line on a terminal,
// one line per area otherwise), the summary whenever stdout is free, and --verbose showing the exchanges of failures.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { brokenServer, jsonResponse, referenceServer } from "./support/reference.ts";

const TARGET = ["--url", "http://conformance.test"];
const BASE = [...TARGET, "--dev", "--seed", "5", "--runs", "2"];
const DEV = [...TARGET, "--dev"];

async function cli(argv: string[], fetch?: (req: Request) => Promise<Response>, io: { stderrIsTty?: boolean; isTty?: boolean } = {}) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), fetch, ...io });
  // The first line names the config file read (or none): test/gate/partial-runs.test.ts reads it; progress follows.
  return { code, stdout, stderr: stderr.replace(/^Config file: .*\n/, "") };
}

describe("no silent pass", () => {
  it("refuses a run without accounts (exit 2, one line saying what to pass)", async () => {
    let sent = 0;
    const r = await cli([...TARGET, "--seed", "5"], async () => (sent++, new Response("{}")));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("teamchat-conformance: no accounts: pass --dev (a development server) or --accounts FILE; --unauthenticated-only tests only what needs no account\n");
    expect(sent).toBe(0);
  });

  it("with --unauthenticated-only tests what needs no account and says so", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-unauth-"));
    const r = await cli([...TARGET, "--unauthenticated-only", "--seed", "5", "--runs", "2", "--reporter", `json=${join(dir, "r.json")}`], referenceServer().fetch);
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8"));
    expect(report.unauthenticatedOnly).toBe(true);
    expect(report.summary.passed).toBeGreaterThan(0);
    expect(report.rules.find((x: { id: string }) => x.id === "streams/get-stream-unknown-id").reason).toMatch(/needs an account with role/);
    expect(r.stdout).toMatch(/Accounts: none \(--unauthenticated-only\): only what needs no account was tested; \d+ rule\(s\) skipped for want of one/);
    expect(r.stdout).toMatch(/^Conformant in what needs no account \(not a verdict on the whole suite\)\.$/m);
    expect(r.stdout).not.toMatch(/^Conformant\.$/m);
    expect((await cli([...TARGET, "--unauthenticated-only", "--dev"])).stderr).toMatch(/--unauthenticated-only and --dev exclude each other/);
  });
});

describe("invalid flag values", () => {
  const dir = mkdtempSync(join(tmpdir(), "conformance-flags-"));
  const aFile = join(dir, "a-file");
  writeFileSync(aFile, "");
  it.each([
    { argv: ["--path", "garbage", "--seed", "1", "--only", "checks/not_a_server_error"], error: /^--path must be <property>@<path>/ },
    { argv: ["--path", "get-streams/negative@1:0", "--only", "checks/not_a_server_error"], error: /^--path needs the --seed/ },
    { argv: ["--path", "get-streams/negative@1:0", "--seed", "1"], error: /^--path needs --only with exactly the one rule id/ },
    { argv: ["--path", "get-streams/negative@1:0", "--seed", "1", "--only", "checks/*"], error: /^--path needs --only with exactly the one rule id/ },
    { argv: ["--path", "x@1", "--seed", "1", "--only", "streams"], error: /^--path needs --only with the rule's exact id/ },
    { argv: ["--only", "nothing/at-all"], error: /^--only: unknown rule id nothing\/at-all; --list-rules lists every id$/ },
    { argv: ["--skip", "streams/get-stream-unknwn-id"], error: /^--skip: unknown rule id streams\/get-stream-unknwn-id \(did you mean streams\/get-stream-unknown-id[,?]/ },
    { argv: ["--only", "streams/*", "--skip", "streams"], error: /^--skip streams leaves nothing of --only streams\/\* to run$/ },
    { argv: ["--only", ","], error: /^--only needs at least one rule id or glob$/ },
    { argv: ["--runs", "0"], error: /^--runs must be at least 1$/ },
    { argv: ["--runs", "100001"], error: /^--runs must be at most 10000, got 100001$/ },
    { argv: ["--workers", "1000"], error: /^--workers must be at most 64, got 1000$/ },
    { argv: ["--seed", "4294967296"], error: /^--seed must be at most 2147483647/ },
    { argv: ["--seed", "-3"], error: /^--seed must be a non-negative integer/ },
    { argv: ["--level", "100000"], error: /^--level must be at most \d+ \(the spec's newest feature level\), got 100000$/ },
    { argv: ["--timeout", "0"], error: /^--timeout must be at least 1ms, got 0$/ },
    { argv: ["--max-time", "25h"], error: /^--max-time must be at most/ },
    { argv: ["--max-time", "soon"], error: /^--max-time must be a duration/ },
    { argv: ["--shard", "0/3"], error: /^--shard must be I\/N with 1 ≤ I ≤ N/ },
    { argv: ["--shard", "4/3"], error: /^--shard must be I\/N/ },
    { argv: ["--shard", "half"], error: /^--shard must be I\/N/ },
    { argv: ["--reporter", "xml"], error: /^--reporter: unknown reporter xml; valid reporters: pretty, json, junit, html, github, sarif$/ },
    { argv: ["--reporter", "json", "--reporter", "junit"], error: /^--reporter: only one reporter can write to stdout, got json and junit/ },
    { argv: ["--reporter", "junit="], error: /^--reporter junit= needs a file name/ },
    { argv: ["--reporter", `junit=${dir}`], error: /^--reporter junit=.*: is a directory$/ },
    { argv: ["--reporter", `junit=${aFile}/report.xml`], error: /^--reporter junit=.*: .*a-file is not a directory$/ },
    { argv: ["--reporter", `json=${join(dir, "r")}`, "--reporter", `junit=${join(dir, "r")}`], error: /^--reporter: two reporters write / },
    { argv: ["--spec", join(dir, "missing.yaml")], error: /^--spec: cannot read / },
    { argv: ["--unauthenticated-only"], error: /^--unauthenticated-only and --dev exclude each other$/ },
  ])("$argv is refused", async ({ argv, error }) => {
    let sent = 0;
    const r = await cli([...DEV, ...argv], async () => (sent++, new Response("{}")));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^teamchat-conformance: /);
    expect(lines[0].slice("teamchat-conformance: ".length)).toMatch(error);
    expect(sent, "nothing is sent before the flags are accepted").toBe(0);
  });

  it("refuses a bad --url", async () => {
    const r = await cli(["--url", "ftp://x", "--dev"]);
    expect([r.code, r.stderr]).toEqual([2, 'teamchat-conformance: --url must be an http(s) URL, got "ftp://x"\n']);
  });

  it("refuses a --path that names no property of the rule (exit 2, nothing called Conformant)", async () => {
    const r = await cli([...BASE, "--only", "checks/not_a_server_error", "--path", "no-such-property@1:0"], referenceServer().fetch);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/Configuration error\n {2}--path no-such-property@1:0: no property named no-such-property ran in checks\/not_a_server_error/);
    expect(r.stdout).not.toMatch(/Conformant/);
  });
});

describe("output", () => {
  it("without a terminal: one progress line per area, and the summary on stdout when reporters only write files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "conformance-out-"));
    const r = await cli([...BASE, "--reporter", `junit=${join(dir, "report.xml")}`, "--reporter", `json=${join(dir, "report.json")}`], referenceServer().fetch);
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, "report.xml"))).toBe(true);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    const areas = [...new Set(report.rules.map((x: { area: string }) => x.area))];
    const lines = r.stderr.trimEnd().split("\n");
    // One line per area (not one per rule), each area once, each line its marks and counts.
    expect(lines).toHaveLength(areas.length);
    expect(lines.length).toBeLessThan(report.rules.length / 4);
    expect(lines.map((l) => l.split(" ")[0]).sort()).toEqual([...areas].sort());
    for (const l of lines) expect(l).toMatch(/^\S+ +[✓✗!-]+ {2}\d+ (passed|failed|skipped|errored)/);
    expect(r.stderr).not.toContain("\r");
    // The pretty summary is printed: no reporter took stdout.
    expect(r.stdout).toMatch(/SUMMARY\n {2}Rules: \d+ passed/);
    expect(r.stdout).toMatch(/^Conformant\.$/m);
  });

  it("on a terminal: one live line rewritten in place and cleared at the end", async () => {
    const r = await cli([...BASE, "--only", "checks/*,streams/*,auth/*"], referenceServer().fetch, { stderrIsTty: true });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^\r\x1b\[K\[\d+\/\d+\] /);
    expect(r.stderr.endsWith("\r\x1b[K")).toBe(true);
    expect(r.stderr).not.toContain("\n"); // nothing failed: nothing stays above the live line
    expect(r.stdout).toMatch(/^Conformant in \d+ of \d+ rules \(--only checks\/\*,streams\/\*,auth\/\*\) \(not a verdict on the whole suite\)\.$/m);
  });

  it("on a terminal, a failure stays above the live line", async () => {
    const broken = brokenServer({ request: (req) => (new URL(req.url).searchParams.has("include_all_active") ? jsonResponse({ result: "success", msg: "", streams: [] }) : undefined) });
    const r = await cli([...BASE, "--only", "streams/include-all-active-non-admin,streams/get-stream-unknown-id"], broken.fetch, { stderrIsTty: true });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toContain("\r\x1b[K✗ streams/include-all-active-non-admin\n");
    expect(r.stderr.endsWith("\r\x1b[K")).toBe(true);
  });

  it("a reporter on stdout keeps it (no summary mixed into the JSON)", async () => {
    const r = await cli([...BASE, "--only", "streams/get-stream-unknown-id", "--reporter", "json"], referenceServer().fetch);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).rules.map((x: { id: string }) => x.id)).toEqual(["streams/get-stream-unknown-id"]);
    expect(r.stderr).toMatch(/^streams +✓ {2}1 passed\n$/);
  });

  it("--verbose shows the request and response of each failure", async () => {
    const broken = brokenServer({ request: (req) => (new URL(req.url).searchParams.has("include_all_active") ? jsonResponse({ result: "success", msg: "", streams: [] }, undefined, 200) : undefined) });
    const r = await cli([...BASE, "--only", "streams/include-all-active-non-admin", "--verbose"], broken.fetch);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("      Request:    GET http://conformance.test/api/v1/streams?include_all_active=true  (as member hamlet@zulip.com)\n");
    expect(r.stdout).toContain("                  authorization: Basic <redacted>\n");
    expect(r.stdout).toMatch(/ {6}Response: {3}200 {2}after \d+ ms\n {18}content-type: application\/json\n/);
    expect(r.stdout).toContain('                    "streams": []');
    // Without --verbose: the finding and its repro, not the exchange.
    const quiet = await cli([...BASE, "--only", "streams/include-all-active-non-admin"], broken.fetch);
    expect(quiet.stdout).toMatch(/Reproduce: {2}curl /);
    expect(quiet.stdout).not.toContain("Request:");
  });
});
