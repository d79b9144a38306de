// --baseline: --update-baseline records a run's failures (a file that does not exist is an error otherwise); later runs fail only on failures not in it
// (exit 0 when every failure is known), report the known ones that did not occur, and --prune-baseline drops them.
// Fingerprints are rule, operation and title: the same failure in another run (another seed, another run prefix)
// has the same fingerprint.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fingerprint, normalizeTitle } from "../../conformance/engine/baseline.ts";
import { cli } from "../cli/support.ts";
import { brokenServer, jsonResponse, referenceServer, type TestServer } from "./support/reference.ts";

const ONLY = ["--only", "streams/include-all-active-non-admin,server-settings/version-not-empty"];
const base = (seed: number) => ["--url", "http://conformance.test", "--dev", "--seed", String(seed), "--runs", "1", ...ONLY];

/** Breaks GET /streams?include_all_active (one rule fails) and, with `version`, the server's version (another). */
function broken(version: boolean): TestServer {
  return brokenServer({
    request: (req) => (new URL(req.url).searchParams.has("include_all_active") ? jsonResponse({ result: "success", msg: "", streams: [] }) : undefined),
    response: (req, res, json) => (version && new URL(req.url).pathname.endsWith("/server_settings") ? jsonResponse({ ...json, zulip_version: "", service_version: "" }, res) : res),
  });
}

async function run(server: TestServer, seed: number, extra: string[], dir: string) {
  try {
    const r = await cli([...base(seed), "--reporter", `json=${join(dir, "r.json")}`, ...extra], { fetch: server.fetch });
    return { ...r, report: existsSync(join(dir, "r.json")) ? JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) : undefined };
  } finally {
    server.close();
  }
}

describe("baseline", () => {
  it("records, gates on new failures only, reports and prunes the fixed ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "baseline-"));
    const file = join(dir, "known.json");

    // 1. No file: --update-baseline records this run's failure, and the run compared with it passes.
    const first = await run(broken(false), 1, ["--baseline", file, "--update-baseline"], dir);
    expect(first.code, first.stdout).toBe(0);
    const recorded = JSON.parse(readFileSync(file, "utf8"));
    expect(recorded.findings).toHaveLength(1);
    expect(recorded.findings[0]).toMatchObject({ rule: "streams/include-all-active-non-admin", operation: "GET /streams" });
    expect(JSON.stringify(recorded)).not.toMatch(/seed|startedAt|conformance-[a-z0-9]+-/);
    expect(first.report.baseline).toMatchObject({ mode: "recorded", known: 1, new: 0 });

    // 2. Another seed, the same failure: known, exit 0, the finding kept as a baselined warning.
    const second = await run(broken(false), 2, ["--baseline", file], dir);
    expect(second.code, second.stdout).toBe(0);
    expect(second.report.verdict).toBe("conformant");
    expect(second.report.findings.filter((f: { baselined?: boolean }) => f.baselined)).toHaveLength(1);
    expect(second.report.findings.filter((f: { severity: string }) => f.severity === "failure")).toHaveLength(0);
    expect(second.stdout).toMatch(/baseline .*known\.json: 1 known failure\(s\) not counted, 0 new/);

    // 3. A new failure beside the known one: exit 1, only the new one is a failure.
    const third = await run(broken(true), 3, ["--baseline", file], dir);
    expect(third.code).toBe(1);
    const failures = third.report.findings.filter((f: { severity: string }) => f.severity === "failure");
    expect(failures.map((f: { rule: string }) => f.rule)).toEqual(["server-settings/version-not-empty"]);
    expect(third.report.baseline).toMatchObject({ mode: "applied", known: 1, new: 1 });

    // 4. The server fixed: the known failure did not occur, said so; the file keeps it until pruned.
    const fixed = await run(referenceServer(), 4, ["--baseline", file], dir);
    expect(fixed.code).toBe(0);
    expect(fixed.report.baseline.fixed).toEqual([recorded.findings[0]]);
    expect(fixed.stdout).toMatch(/1 known failure\(s\) did not occur \(fixed\?\): streams\/include-all-active-non-admin GET \/streams: .*--prune-baseline drops them/);
    expect(JSON.parse(readFileSync(file, "utf8")).findings).toHaveLength(1);
    const pruned = await run(referenceServer(), 5, ["--baseline", file, "--prune-baseline"], dir);
    expect(pruned.code).toBe(0);
    expect(pruned.report.baseline).toMatchObject({ pruned: true });
    expect(JSON.parse(readFileSync(file, "utf8")).findings).toEqual([]);

    // 5. --update-baseline re-records (the current failures).
    const updated = await run(broken(true), 6, ["--baseline", file, "--update-baseline"], dir);
    expect(updated.code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).findings.map((e: { rule: string }) => e.rule).sort()).toEqual(["server-settings/version-not-empty", "streams/include-all-active-non-admin"]);
  });

  it("a run that did not run a known failure's rule does not call it fixed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "baseline-"));
    const file = join(dir, "known.json");
    writeFileSync(file, JSON.stringify({ version: 1, tool: "teamchat-conformance", findings: [{ rule: "drafts/create-ids-order", operation: "POST /drafts", title: "x" }] }));
    const r = await run(referenceServer(), 1, ["--baseline", file, "--prune-baseline"], dir);
    expect(r.code).toBe(0);
    expect(r.report.baseline.fixed).toEqual([]);
    expect(JSON.parse(readFileSync(file, "utf8")).findings).toHaveLength(1);
  });

  it.each([
    [["--prune-baseline"], /^teamchat-conformance: --prune-baseline needs --baseline FILE\n$/],
    [["--baseline", "b.json", "--update-baseline", "--prune-baseline"], /exclude each other/],
  ])("%j is a usage error", async (argv, error) => {
    const r = await cli([...base(1), ...argv]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(error);
  });

  it("a baseline file that does not exist is a one-line error (exit 2) before anything is sent, unless --update-baseline", async () => {
    const dir = mkdtempSync(join(tmpdir(), "baseline-"));
    const file = join(dir, "nope.json");
    let sent = 0;
    const server = broken(false);
    const r = await cli([...base(1), "--baseline", file], { fetch: (req) => (sent++, server.fetch(req)) });
    server.close();
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`teamchat-conformance: --baseline ${file}: no such file (a gate with no baseline would pass anything); record it once with --update-baseline\n`);
    expect(r.stdout).toBe("");
    expect(sent).toBe(0);
    expect(existsSync(file)).toBe(false);
    // The programmatic API too: a configuration error, not a pass.
    const { runAgainst } = await import("./support/run.ts");
    const reference = referenceServer();
    const report = await runAgainst(reference.fetch, { only: ["server-settings/version-not-empty"], baseline: { file } }).finally(() => reference.close());
    expect([report.verdict, report.exitCode]).toEqual(["config-error", 2]);
  });

  it("a file that is not a baseline is refused before anything is sent (exit 2, one line)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "baseline-"));
    writeFileSync(join(dir, "b.json"), JSON.stringify({ findings: [{ rule: 3 }] }));
    const r = await cli([...base(1), "--baseline", join(dir, "b.json")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^teamchat-conformance: --baseline .*b\.json: \/findings\/0: needs "rule" and "title" strings/);
  });

  it("fingerprints ignore what varies between runs", () => {
    expect(normalizeTitle("Channel conformance-2x9k-ab1c not found at 2026-11-26T06:00:00.000Z (id 1234567)")).toBe("Channel conformance-* not found at <time> (id <n>)");
    expect(fingerprint({ rule: "a/b", operation: "GET /x", title: "conformance-1-2 gone" })).toBe(fingerprint({ rule: "a/b", operation: "GET /x", title: "conformance-zz-9 gone" }));
  });
});
