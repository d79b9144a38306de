// The config file: found by its well-known name or named with --config, JSON or YAML, validated with the shipped
// JSON Schema (one line naming the file, the path in it and the problem, exit 2), every flag settable, flags
// override it, secrets from the environment as ${NAME}.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFORMANCE_FLAGS, NOT_IN_CONFIG } from "../../conformance/args.ts";
import { loadConfig, mergeArgv } from "../../conformance/config/index.ts";
import { configSchema, SCHEMA_FILE } from "../../conformance/config/schema.ts";
import { createAjv } from "../../lib/spec/index.ts";
import { referenceServer } from "../conformance/support/reference.ts";
import { devApiKey } from "../conformance/support/dev-keys.ts";
import { cli } from "./support.ts";

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "config-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("the schema", () => {
  it("conformance/config.schema.json is the schema of config/schema.ts (npx tsx conformance/config/schema.ts --write)", () => {
    expect(JSON.parse(readFileSync(SCHEMA_FILE, "utf8"))).toEqual(configSchema());
  });

  it("is a valid JSON Schema with every flag but --help, --config and --list-rules", () => {
    const schema = configSchema() as { properties: Record<string, unknown> };
    expect(() => createAjv().compile(schema)).not.toThrow();
    const flags = Object.keys(CONFORMANCE_FLAGS).filter((f) => !NOT_IN_CONFIG.includes(f));
    expect(Object.keys(schema.properties).filter((k) => k !== "$schema").sort()).toEqual(flags.sort());
  });
});

describe("loading", () => {
  it("turns settings into arguments; paths relative to the file; ${NAME} from the environment", () => {
    const dir = dirWith({
      "ci/conf.yaml": "url: ${URL}\ndev: true\nruns: 3\nonly: [streams/*, 'GET /users/me']\nheader: { X-Gateway: '${GW}' }\nbaseline: known.json\nreporter: [junit=out/r.xml]\nslow: false\n",
    });
    const c = loadConfig(join(dir, "ci/conf.yaml"), { URL: "http://x.test", GW: "s3cret" }, dir);
    const ci = join(dir, "ci");
    expect(c.argv).toEqual(["--url", "http://x.test", "--dev", "--runs", "3", "--only", "streams/*", "--only", "GET /users/me", "--header", "X-Gateway: s3cret", "--baseline", `${ci}/known.json`, "--reporter", `junit=${ci}/out/r.xml`]);
  });

  it("flags override the file: a repeated flag replaces its values; any account flag replaces the file's accounts", () => {
    const dir = dirWith({ "c.json": JSON.stringify({ url: "http://a.test", only: ["streams/*"], runs: 4, accounts: { member: { email: "m@x", api_key: "${K}" } } }) });
    const c = loadConfig(join(dir, "c.json"), { K: "key" }, dir);
    const m = mergeArgv(c, ["--only", "drafts/*", "--dev"]);
    expect(m.argv).toEqual(["--url", "http://a.test", "--runs", "4", "--only", "drafts/*", "--dev"]);
    expect(m.inlineAccounts).toBeUndefined();
    expect(mergeArgv(c, []).inlineAccounts).toEqual({ member: { email: "m@x", api_key: "key" } });
  });

  it.each([
    [{ runs: 0 }, /^c\.json: \/runs: must be >= 1, got 0$/],
    [{ runs: "many" }, /^c\.json: \/runs: must match pattern .*, got "many"$/],
    [{ rnus: 3 }, /^c\.json: \/rnus: unknown key \(did you mean runs\?\); the keys are the flags' names without --$/],
    [{ dev: "yes" }, /^c\.json: \/dev: must be boolean, got "yes"$/],
    [{ url: "ftp://x" }, /^c\.json: \/url: must match pattern/],
    [{ accounts: { captain: { email: "a", api_key: "b" } } }, /^c\.json: \/accounts: must be one of owner, administrator/],
    [{ accounts: { member: { email: "a" } } }, /^c\.json: \/accounts\/member: needs "api_key"|^c\.json: \/accounts\/member: /],
    [{ accounts: { member: { email: "a", api_key: "${NOT_SET_ANYWHERE}" } } }, /^c\.json: \/accounts\/member\/api_key: environment variable NOT_SET_ANYWHERE is not set$/],
    [[1, 2], /^c\.json: \/: must be an object/],
  ])("%j: one line naming the file, the path and the problem", (doc, error) => {
    const dir = dirWith({ "c.json": JSON.stringify(doc) });
    expect(() => loadConfig("c.json", {}, dir)).toThrow(error);
  });

  it("malformed JSON and YAML are named", () => {
    const dir = dirWith({ "c.json": "{ runs: 3", "c.yaml": "runs: [3\n" });
    expect(() => loadConfig("c.json", {}, dir)).toThrow(/^c\.json: not valid JSON: /);
    expect(() => loadConfig("c.yaml", {}, dir)).toThrow(/^c\.yaml: not valid YAML: /);
    expect(() => loadConfig("nope.json", {}, dir)).toThrow(/^nope\.json: cannot read the config file \(ENOENT\)$/);
  });
});

describe("the command line", () => {
  it("reads ./teamchat-conformance.json; an invalid one is exit 2 on one line; --help still works", async () => {
    const dir = dirWith({ "teamchat-conformance.json": JSON.stringify({ url: "http://conformance.test", dev: true, workers: 100 }) });
    const r = await cli([], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("teamchat-conformance: teamchat-conformance.json: /workers: must be <= 64, got 100\n");
    expect((await cli(["--help"], { cwd: dir })).code).toBe(0);
  });

  it("a value the flag parser refuses is named in the file", async () => {
    const dir = dirWith({ "teamchat-conformance.yaml": "url: http://conformance.test\ndev: true\ntimeout: 0s\n" });
    const r = await cli([], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("teamchat-conformance: teamchat-conformance.yaml: /timeout: --timeout must be at least 1ms, got 0s\n");
  });

  it("runs from the file alone, inline accounts with keys from the environment, flags overriding it", async () => {
    const server = referenceServer();
    const dir = dirWith({
      "conf/suite.yaml": [
        "$schema: ../node_modules/teamchat-api-toolchain/conformance/config.schema.json",
        "url: http://conformance.test",
        "accounts:",
        "  member: { email: hamlet@zulip.com, api_key: '${TEAMCHAT_MEMBER_KEY}' }",
        "only: [server-settings/shape, auth/basic-scheme]",
        "seed: 3",
        "runs: 2",
        "reporter: [json=report.json]",
      ].join("\n"),
    });
    try {
      const env = { TEAMCHAT_MEMBER_KEY: devApiKey("hamlet@zulip.com") };
      const r = await cli(["--config", join(dir, "conf/suite.yaml"), "--runs", "1"], { cwd: dir, env, fetch: server.fetch });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const report = JSON.parse(readFileSync(join(dir, "conf/report.json"), "utf8"));
      expect(report.runs).toBe(1);
      expect(report.seed).toBe(3);
      expect(report.rules.map((x: { id: string; status: string }) => `${x.id} ${x.status}`).sort()).toEqual(["auth/basic-scheme passed", "server-settings/shape passed"]);
      expect(r.stdout + readFileSync(join(dir, "conf/report.json"), "utf8")).not.toContain(env.TEAMCHAT_MEMBER_KEY);
    } finally {
      server.close();
    }
  });
});

describe("inferred demands", () => {
  // The engine's `inferred` option (what an inferred demand's failure counts as), from a flag or the config file.
  it("--inferred-as-warnings, --inferred and the config key `inferred` set the option; a wrong value is one line", async () => {
    const { parseArgs } = await import("../../conformance/args.ts");
    const base = ["--url", "http://x.test", "--dev"];
    expect(parseArgs(base).options.inferred).toBeUndefined();
    expect(parseArgs([...base, "--inferred-as-warnings"]).options.inferred).toBe("warning");
    expect(parseArgs([...base, "--inferred", "failure"]).options.inferred).toBe("failure");
    expect(() => parseArgs([...base, "--inferred", "maybe"])).toThrow(/^--inferred must be failure or warning, got "maybe"$/);
    const dir = mkdtempSync(join(tmpdir(), "inferred-"));
    writeFileSync(join(dir, "c.json"), JSON.stringify({ inferred: "warning" }));
    expect(parseArgs(mergeArgv(loadConfig(join(dir, "c.json"), {}, dir), base).argv).options.inferred).toBe("warning");
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ inferred: "sometimes" }));
    expect(() => loadConfig(join(dir, "bad.json"), {}, dir)).toThrow(/\/inferred: must be one of failure, warning/);
  });
});
