// Items 2 and 3 of issue 26: a gate never passes by accident, and every output counts alike. The config file read
// (or none) is said at the start and recorded in the JSON report; a run that leaves rules out (a selection, the
// config file's, --max-failures) says so in its verdict line and in every reporter; failures, failed rules and
// findings are counted once, the same in the verdict, the digest, every reporter and the exit code; a stop by
// --max-failures is one line.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../cli/support.ts";
import { brokenServer, referenceServer } from "../conformance/support/reference.ts";
import { hideCreatedGroups } from "./hide-groups.ts";

/** GET /user_groups lists only the system groups: every user-groups rule that creates a group fails. */
const hidesCreatedGroups = () => brokenServer({ response: hideCreatedGroups });

const reporters = (dir: string) => ["--reporter", "pretty", ...["json", "junit", "github", "sarif", "html"].map((r) => `--reporter=${r}=${join(dir, `r.${r}`)}`)];
const read = (dir: string, r: string) => readFileSync(join(dir, `r.${r}`), "utf8");

describe("a run that leaves rules out says so", () => {
  it("a config file's selection: the file named at the start and in the report, the verdict 'Conformant in N of M rules'", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gate-config-"));
    writeFileSync(join(dir, "teamchat-conformance.json"), JSON.stringify({ url: "http://conformance.test", dev: true, seed: 3, runs: 1, only: ["server-settings/*"] }));
    const server = referenceServer();
    const r = await cli(reporters(dir), { fetch: server.fetch, cwd: dir }).finally(() => server.close());
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr.split("\n")[0]).toBe("Config file: teamchat-conformance.json (dev, only, runs, seed, url)");
    const json = JSON.parse(read(dir, "json"));
    expect(json.config).toEqual({ file: "teamchat-conformance.json", keys: ["dev", "only", "runs", "seed", "url"] });
    const { ran, of } = json.scope;
    expect(ran).toBeGreaterThan(0);
    expect(of).toBeGreaterThan(100);
    const line = `Conformant in ${ran} of ${of} rules (--only server-settings/* (config file teamchat-conformance.json)) (not a verdict on the whole suite)`;
    expect(r.stdout).toContain(`\n${line}.\n`);
    expect(r.stdout).not.toMatch(/^Conformant\.$/m);
    expect(read(dir, "junit")).toContain(`<property name="verdict" value="${line}"/>`);
    expect(read(dir, "github")).toContain(`${line}.`);
    expect(JSON.parse(read(dir, "sarif")).runs[0].properties.verdictLine).toBe(line);
    expect(read(dir, "html")).toContain(`<h1>${line}</h1>`);
  });

  it("no config file: said so at the start, recorded as none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gate-noconfig-"));
    const server = referenceServer();
    const r = await cli(["--url", "http://conformance.test", "--dev", "--seed", "1", "--runs", "1", "--only", "server-settings/version-not-empty", "--reporter", `json=${join(dir, "r.json")}`], { fetch: server.fetch, cwd: dir }).finally(() => server.close());
    expect(r.stderr.split("\n")[0]).toMatch(/^Config file: none \(teamchat-conformance\.json, teamchat-conformance\.yaml, teamchat-conformance\.yml not in /);
    expect(JSON.parse(read(dir, "json")).config).toEqual({ file: null, keys: [] });
    expect(r.stdout).toMatch(/\nConformant in 1 of \d+ rules \(--only server-settings\/version-not-empty\) \(not a verdict on the whole suite\)\.\n$/);
  });
});

describe("one count", () => {
  it("--max-failures: one line for the stop, and the same failures, failed rules and occurrences everywhere", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gate-count-"));
    const server = hidesCreatedGroups();
    const r = await cli(["--url", "http://conformance.test", "--dev", "--seed", "4", "--runs", "1", "--workers", "1", "--only", "user-groups/*", "--max-failures", "2", ...reporters(dir)], { fetch: server.fetch, cwd: dir }).finally(() => server.close());
    expect(r.code).toBe(1);
    const json = JSON.parse(read(dir, "json"));
    const s = json.summary;
    const failures = json.findings.filter((f: { severity: string }) => f.severity === "failure");
    const met = failures.reduce((n: number, f: { occurrences?: number }) => n + (f.occurrences ?? 1), 0);
    expect(s.failures).toBe(failures.length);
    expect(json.digest.failures).toEqual({ findings: s.failures, count: met });
    expect(s.failed).toBe(json.rules.filter((x: { status: string }) => x.status === "failed").length);
    // The stop: one line of the whole output, the verdict's.
    expect(r.stdout.match(/max-failures/g)).toHaveLength(1);
    const stopped = json.rules.filter((x: { reason?: string }) => x.reason?.includes("--max-failures")).length;
    expect(stopped).toBeGreaterThan(0);
    const counts = `${s.failures} failure(s) in ${s.failed} failed rule(s)${met > s.failures ? `, met ${met} times` : ""}`;
    const line = `Not conformant: ${counts} — in ${json.scope.ran} of ${json.scope.of} rules (--only user-groups/*; --max-failures 2: stopped with ${stopped} not run)`;
    expect(r.stdout).toContain(`\n${line}.\n`);
    expect(r.stdout).toContain(`of the ${s.failures} failure(s)`);
    expect(r.stdout).toContain(`Findings: ${counts};`);
    // Every reporter: the same verdict line and the same numbers.
    const junit = read(dir, "junit");
    expect(junit).toContain(`<property name="verdict" value="${line}"/>`);
    expect(junit).toMatch(new RegExp(`<testsuites [^>]*failures="${s.failed}"`));
    expect(read(dir, "github")).toContain(`| ${s.passed} | ${s.failed} | ${s.skipped} | ${s.errored} | ${s.failures} |`);
    expect(read(dir, "github")).toContain(`of the ${s.failures} failure(s)`);
    const sarif = JSON.parse(read(dir, "sarif")).runs[0];
    expect(sarif.properties.verdictLine).toBe(line);
    expect(sarif.results.filter((x: { level: string }) => x.level === "error")).toHaveLength(s.failures);
    expect(read(dir, "html")).toContain(`of the ${s.failures} failure(s)`);
  }, 60_000);
});
