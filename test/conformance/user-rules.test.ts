// User rules (--rules): a team's own rules, declared as ours, loaded from .mjs/.js/.ts files, run beside the suite's
// in every reporter; examples/user-rule/ is run as its README shows it. Mistakes in a rule file are one line.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { coverageMap } from "../../conformance/coverage/index.ts";
import { CHECKS } from "../../conformance/checks/index.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { loadUserRules } from "../../conformance/engine/user-rules.ts";
import { runConformance } from "../../conformance/index.ts";
import { cli, TARGET } from "../cli/support.ts";
import { brokenServer, jsonResponse, referenceServer } from "./support/reference.ts";

const EXAMPLE = resolve("examples/user-rule");

describe("user rules", () => {
  it("the example runs beside the suite's rules, through its config file, and passes on the reference server", async () => {
    const dir = mkdtempSync(join(tmpdir(), "user-rules-"));
    const server = referenceServer();
    try {
      const r = await cli(["--config", join(EXAMPLE, "teamchat-conformance.json"), ...TARGET, "--reporter", `json=${join(dir, "r.json")}`, "--reporter", `junit=${join(dir, "r.xml")}`], { fetch: server.fetch });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8"));
      const ids = report.rules.map((x: { id: string; status: string }) => `${x.id} ${x.status}`);
      expect(ids).toContain("acme/realm-name-set passed");
      expect(ids).toContain("acme/own-user-is-caller passed");
      expect(ids).toContain("server-settings/shape passed");
      expect(readFileSync(join(dir, "r.xml"), "utf8")).toContain("acme/realm-name-set");
      const listed = await cli(["--list-rules", "--rules", join(EXAMPLE, "acme-rules.mjs"), "--only", "acme/*"]);
      expect(listed.stdout).toMatch(/^acme\/own-user-is-caller .*\[roles: member; user rule: .*acme-rules\.mjs\]\n\s+operations: GET \/users\/me$/m);
    } finally {
      server.close();
    }
  });

  it("a user rule's failure is a finding like ours (helpers and node:assert), with the exchange, in every reporter", async () => {
    const dir = mkdtempSync(join(tmpdir(), "user-rules-"));
    const server = brokenServer({ response: (req, res, json) => (new URL(req.url).pathname.endsWith("/server_settings") ? jsonResponse({ ...json, realm_name: " " }, res) : res) });
    try {
      const r = await cli([...TARGET, "--rules", join(EXAMPLE, "acme-rules.mjs"), "--only", "acme/*", "--reporter", `json=${join(dir, "r.json")}`, "--reporter", "pretty"], { fetch: server.fetch });
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/✗ acme\/realm-name-set/);
      const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8"));
      const f = report.findings.find((x: { rule: string }) => x.rule === "acme/realm-name-set");
      expect(f).toMatchObject({ severity: "failure", title: "realm_name is not empty" });
      // Its replay names the file: without it the id is unknown.
      expect(f.replay.command).toMatch(/ --rules '?\S*examples\/user-rule\/acme-rules\.mjs'? --seed /);
      expect(report.rules.find((x: { id: string }) => x.id === "acme/realm-name-set").seed).toBe("user rule (acme-rules.mjs)");
    } finally {
      server.close();
    }
  });

  it(".ts rules load where TypeScript can be imported (here, under tsx); directories and globs name several files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "user-rules-"));
    writeFileSync(join(dir, "one.ts"), `export default { id: "team/one", title: "one", operations: ["GET /server_settings"], roles: [], async run(ctx: unknown): Promise<void> {} };\n`);
    writeFileSync(join(dir, "two.mjs"), `export const rules = [{ id: "team/two", title: "two", operations: [], roles: ["member"], writes: true, async run() {} }];\n`);
    const known = { roles: ["owner", "member", "bot"], operations: ["GET /server_settings"], ids: RULES.map((r) => r.id) };
    for (const pattern of [dir, join(dir, "*"), join(dir, "**")]) {
      const rules = await loadUserRules([pattern], known, dir);
      expect(rules.map((r) => [r.id, r.writes, r.statements])).toEqual([["team/one", false, []], ["team/two", true, []]]);
    }
  });

  it.each([
    [`export default { title: "x", run() {} };`, /bad\.mjs: rule \?: "id" must be "<area>\/<name>"/],
    [`export const x = 1;`, /bad\.mjs: exports no rule/],
    [`export default { id: "noslash", title: "x", operations: [], roles: [], run() {} };`, /bad\.mjs: rule noslash: "id" must be "<area>\/<name>"/],
    [`export default { id: "team/x", title: "x", operations: ["GET /nope"], roles: [], run() {} };`, /bad\.mjs: rule team\/x: operation "GET \/nope" is not in the spec/],
    [`export default { id: "team/x", title: "x", operations: [], roles: ["captain"], run() {} };`, /bad\.mjs: rule team\/x: unknown role "captain"; roles: owner/],
    [`export default { id: "streams/include-all-active-non-admin", title: "x", operations: [], roles: [], run() {} };`, /rule streams\/include-all-active-non-admin: the id is already taken by a rule of the suite/],
    [`throw new Error("boom");`, /bad\.mjs: cannot load it: boom/],
  ])("%s: one line naming the file (exit 2)", async (source, error) => {
    const dir = mkdtempSync(join(tmpdir(), "user-rules-"));
    writeFileSync(join(dir, "bad.mjs"), source + "\n");
    const r = await cli([...TARGET, "--rules", join(dir, "bad.mjs")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(error);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect((await cli(["--rules", join(dir, "nothing-*.mjs"), "--list-rules"])).stderr).toMatch(/--rules .*nothing-\*\.mjs: matches no \.mjs, \.js or \.ts file/);
  });

  it("programmatically: runConformance({ userRules }) loads and runs them", async () => {
    const server = referenceServer();
    try {
      const report = await runConformance({ url: "http://conformance.test", fetch: server.fetch, accounts: { kind: "dev" }, seed: 1, runs: 1, rules: RULES, userRules: [join(EXAMPLE, "acme-rules.mjs")], only: ["acme/*"] });
      expect(report.exitCode).toBe(0);
      expect(report.rules.map((r) => `${r.id} ${r.status}`).sort()).toEqual(["acme/own-user-is-caller passed", "acme/realm-name-set passed"]);
    } finally {
      server.close();
    }
  });

  it("user rules' statements are their own: the seed coverage map counts only the suite's rules", async () => {
    const rules = await loadUserRules([join(EXAMPLE, "acme-rules.mjs")], { roles: ["member"], operations: ["GET /server_settings", "GET /users/me"], ids: [] });
    expect(rules.find((r) => r.id === "acme/realm-name-set")!.statements).toEqual(["ACME-OPS-12"]);
    // Not a statement of the seed: the map would list it as unknown if user rules were fed to it, so they never are.
    expect(coverageMap([...RULES, ...rules], CHECKS.map((c) => c.id)).unknown).toEqual(["acme/realm-name-set → ACME-OPS-12"]);
    expect(coverageMap(RULES, CHECKS.map((c) => c.id)).unknown).toEqual([]);
  });
});
