/**
 * The package as its users install it: `npm pack` (whose prepack runs `npm run build`), then `npm install
 * --omit=dev <tarball>` into an empty directory.
 *
 * First the suite alone, as a server team installs it: no native build (better-sqlite3 and Prism are optional peer
 * dependencies, for the reference server and the mock), `teamchat-conformance --list-rules`, every bin's --help under
 * its own name, the server and the mock saying in one line what to install, a TypeScript file importing the client,
 * the generated types and the programmatic API from the package compiling (`tsc --noEmit`, moduleResolution
 * nodenext, the package's own declarations checked too).
 * Then with the peers installed (`npm install better-sqlite3 @stoplight/prism-cli`): teamchat-server on a free port,
 * teamchat-conformance against it (a few rules, exit 0), `runConformance` imported from the package with a rule of
 * the user's own, a backgrounded `npx teamchat-server` stopped by SIGTERM to npx, the CI recipes of docs/ci, the
 * GitHub Action's steps (action.yml) run locally, and teamchat-mock.
 * No tsx, TypeScript or other dev dependency is installed, so the bins can only run the compiled JavaScript.
 *
 * Speed: better-sqlite3 has no prebuilt binary reachable from these machines (prebuild-install downloads from
 * GitHub; on a user's CI it does), and compiling it takes about a minute of CPU. prebuild-install reads its
 * download host from `npm_config_better_sqlite3_binary_host`; the test points that at a local HTTP server that
 * offers the binary the repository's own install compiled, packed as a prebuilt, for exactly that version, Node
 * ABI, platform and architecture (anything else is a 404, and the install compiles as it would anyway).
 * `TEAMCHAT_PACK_TEST_COMPILE=1` skips the mirror. Nothing is cached: everything lives in a temporary directory.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { runGroup, spawnGroup, stopGroup } from "../support/processes.ts";
import { runActionLocally } from "./action-steps.ts";
import { expectStopsWithNpm } from "./npm-stop.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

/** The environment without what `npm test` exports (npm_config_local_prefix would send a nested npm to the repo). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== "INIT_CWD") env[k] = v;
  return { ...env, NO_COLOR: "1", npm_config_update_notifier: "false", ...extra };
}

/** The peers a user of the reference server and of the mock installs beside the package (package.json). */
const SQLITE_VERSION: string = JSON.parse(readFileSync(join(ROOT, "node_modules/better-sqlite3/package.json"), "utf8")).version;
const PRISM_RANGE: string = PACKAGE.peerDependencies["@stoplight/prism-cli"];

/** Size of a directory tree in bytes (files only). */
function treeBytes(d: string): number {
  let total = 0;
  for (const e of readdirSync(d, { withFileTypes: true, recursive: true })) if (e.isFile()) total += statSync(join(e.parentPath, e.name)).size;
  return total;
}

let dir: string;
let app: string;
let tarball: string;
let mirror: { server: Server; url: string; hits: number } | undefined;
const times: Record<string, number> = {};
const sizes: Record<string, number> = {};
const bin = (name: string) => join(app, "node_modules/.bin", name);

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await f();
  } finally {
    times[label] = Math.round(performance.now() - start);
  }
}

/** A local stand-in for better-sqlite3's prebuilt-binary host (see the top of the file). */
async function prebuildMirror(): Promise<typeof mirror> {
  const source = join(ROOT, "node_modules/better-sqlite3");
  if (!existsSync(join(source, "build/Release/better_sqlite3.node"))) return undefined;
  const { version } = JSON.parse(readFileSync(join(source, "package.json"), "utf8"));
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const file = join(dir, name);
  const tar = await runGroup("tar", ["-czf", file, "-C", source, "build/Release/better_sqlite3.node"]);
  if (tar.status !== 0) return undefined;
  const state = { server: undefined as unknown as Server, url: "", hits: 0 };
  state.server = createServer((req, res) => {
    if (basename(new URL(req.url ?? "/", "http://x").pathname) !== name) return void res.writeHead(404).end();
    state.hits++;
    res.writeHead(200, { "content-type": "application/gzip" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

/** Starts an installed bin that prints its URL once it listens; resolves with the URL. */
async function startPrinting(command: string, args: string[], pattern: RegExp) {
  const child = spawnGroup(command, args, { cwd: app, env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.resume();
  child.stderr!.resume();
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${basename(command)} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString("utf8");
      const m = pattern.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${basename(command)} exited (${code}):\n${output}`));
    });
  });
  return { child, url };
}

describe("the packed package, installed with its dependencies only", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "teamchat-pack-"));
    const pack = await timed("npm pack (with npm run build)", () =>
      runGroup("npm", ["pack", "--pack-destination", dir, "--no-audit", "--no-fund"], { cwd: ROOT, env: cleanEnv(), timeoutMs: 180_000 }),
    );
    expect(pack.status, `${pack.stdout}\n${pack.stderr}`).toBe(0);
    tarball = join(dir, `${PACKAGE.name}-${PACKAGE.version}.tgz`);
    expect(existsSync(tarball), pack.stdout).toBe(true);

    app = join(dir, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "pack-test", private: true }));
    const install = await timed("npm install --omit=dev <tarball> (the suite)", () =>
      runGroup("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", tarball], { cwd: app, env: cleanEnv(), timeoutMs: 300_000 }),
    );
    expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);
    sizes["the suite"] = treeBytes(join(app, "node_modules"));
  }, 480_000);

  afterAll(async () => {
    await new Promise((r) => (mirror ? mirror.server.close(r) : r(undefined)));
    console.info(
      `test/package: ${Object.entries(times).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join("; ")}` +
        `; node_modules: ${Object.entries(sizes).map(([k, v]) => `${k} ${(v / 1e6).toFixed(1)} MB`).join(", ")}` +
        `; better-sqlite3 ${mirror?.hits ? "from the local prebuilt mirror" : "compiled from source"}`,
    );
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("installs the four bins, the compiled JavaScript and openapi.yaml, and no TypeScript tooling", () => {
    for (const name of ["teamchat-conformance", "teamchat-mock", "teamchat-server", "teamchat-spec"]) expect(existsSync(bin(name)), name).toBe(true);
    const installed = join(app, "node_modules", PACKAGE.name);
    expect(existsSync(join(installed, "dist/openapi.yaml"))).toBe(true);
    expect(existsSync(join(installed, "dist/conformance/cli.js"))).toBe(true);
    const sources: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (/\.(ts|mts|cts)$/.test(e.name) && !e.name.endsWith(".d.ts")) sources.push(join(d, e.name));
      }
    };
    walk(installed);
    expect(sources).toEqual([]);
    for (const dev of ["tsx", "typescript", "vitest", "@redocly/cli", "playwright-core"]) expect(existsSync(join(app, "node_modules", dev)), dev).toBe(false);
    for (const entry of ["dist/index.d.ts", "dist/client/index.d.ts", "dist/generated/openapi.d.ts"]) expect(existsSync(join(installed, entry)), entry).toBe(true);
  });

  it("installs the suite with no native build: neither better-sqlite3 nor Prism (optional peers), no compiled addon", () => {
    for (const peer of ["better-sqlite3", "@stoplight/prism-cli", "node-gyp", "prebuild-install"]) expect(existsSync(join(app, "node_modules", peer)), peer).toBe(false);
    const addons = readdirSync(join(app, "node_modules"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".node") || f.endsWith("binding.gyp"));
    expect(addons).toEqual([]);
  });

  it("each bin's --help names the bin (not npm run ...), with or without the peers", async () => {
    for (const name of ["teamchat-conformance", "teamchat-server", "teamchat-mock"]) {
      const r = await runGroup(bin(name), ["--help"], { cwd: app, env: cleanEnv() });
      expect(r.status, `${name}: ${r.stderr}`).toBe(0);
      expect(r.stdout, name).toMatch(new RegExp(`^usage: ${name} `, "im"));
      expect(`${r.stdout}${r.stderr}`, name).not.toContain("npm run");
    }
    const bad = await runGroup(bin("teamchat-server"), ["--port", "x"], { cwd: app, env: cleanEnv() });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^teamchat-server: --port must be/);
    expect(bad.stderr).not.toContain("npm run");
  });

  it("teamchat-server and teamchat-mock say in one line what to install when their peer is missing", async () => {
    const server = await runGroup(bin("teamchat-server"), ["--port", "0", "--db", ":memory:"], { cwd: app, env: cleanEnv() });
    expect(server.status).toBe(1);
    expect(server.stderr).toBe("teamchat-server: the reference server needs better-sqlite3: npm install better-sqlite3\n");
    const mock = await runGroup(bin("teamchat-mock"), ["--port", "0"], { cwd: app, env: cleanEnv() });
    expect(mock.status).toBe(1);
    expect(mock.stderr).toBe("teamchat-mock: the mock needs Prism, which is not installed: npm install @stoplight/prism-cli@~5.14\n");
    expect(PRISM_RANGE).toMatch(/^~5\.14\b/); // the version the message names
  });

  it("a TypeScript file importing the client, the generated types and the programmatic API compiles against the installed package", async () => {
    writeFileSync(join(app, "consumer.mts"), CONSUMER_TS);
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          strict: true,
          noEmit: true,
          // The package's own declarations are checked too, not only the file's use of them.
          skipLibCheck: false,
          types: ["node"],
          typeRoots: [join(ROOT, "node_modules/@types")],
        },
        files: ["consumer.mts"],
      }),
    );
    const r = await timed("tsc --noEmit (consumer.mts)", () =>
      runGroup(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(app, "tsconfig.json")], { cwd: app, env: cleanEnv(), timeoutMs: 120_000 }),
    );
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  }, 120_000);

  it("npx teamchat-conformance --list-rules (as the README shows it) lists the generic checks and the rules", async () => {
    const r = await timed("npx teamchat-conformance --list-rules", () =>
      runGroup("npx", ["--no-install", "teamchat-conformance", "--list-rules"], { cwd: app, env: cleanEnv() }),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^checks\/not_a_server_error /m);
    expect(r.stdout).toMatch(/^server-settings\/shape /m);
  });

  describe("with the server's and the mock's peers installed (npm install better-sqlite3 @stoplight/prism-cli)", () => {
    beforeAll(async () => {
      mirror = process.env.TEAMCHAT_PACK_TEST_COMPILE ? undefined : await prebuildMirror();
      const before = sizes["the suite"];
      const install = await timed("npm install better-sqlite3 @stoplight/prism-cli (the server's and the mock's peers)", () =>
        runGroup("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", `better-sqlite3@${SQLITE_VERSION}`, `@stoplight/prism-cli@${PRISM_RANGE}`], {
          cwd: app,
          env: cleanEnv(mirror ? { npm_config_better_sqlite3_binary_host: mirror.url } : {}),
          timeoutMs: 300_000,
        }),
      );
      expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);
      sizes["with the peers"] = treeBytes(join(app, "node_modules"));
      expect(sizes["with the peers"]).toBeGreaterThan(before);
    }, 360_000);

    it("teamchat-conformance finds the installed teamchat-server conformant (exit 0)", async () => {
      const { child, url } = await timed("teamchat-server start", () =>
        startPrinting(bin("teamchat-server"), ["--port", "0", "--db", ":memory:"], /reference server on (http:\/\/\S+)/),
      );
      try {
        const only = ["server-settings/*", "auth/dev-fetch-api-key", "users/own-user-flat", "checks/not_a_server_error"].flatMap((r) => ["--only", r]);
        const run = await timed("teamchat-conformance run", () =>
          runGroup(bin("teamchat-conformance"), ["--url", url, "--dev", ...only], { cwd: app, env: cleanEnv(), timeoutMs: 120_000 }),
        );
        expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
        expect(run.stdout).toMatch(/Conformant/);
      } finally {
        await stopGroup(child);
      }
    }, 180_000);

    it("a config file, a user rule and a baseline work from the installed package (examples/user-rule)", async () => {
      const { child, url } = await timed("teamchat-server start", () =>
        startPrinting(bin("teamchat-server"), ["--port", "0", "--db", ":memory:"], /reference server on (http:\/\/\S+)/),
      );
      const dir = join(app, "team");
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "acme-rules.mjs"), readFileSync(join(ROOT, "examples/user-rule/acme-rules.mjs"), "utf8"));
      // The example's config, with the installed package's schema path, the server's URL and a baseline file.
      const config = { ...JSON.parse(readFileSync(join(ROOT, "examples/user-rule/teamchat-conformance.json"), "utf8")), $schema: "../node_modules/teamchat-api-toolchain/conformance/config.schema.json", url, dev: true, baseline: "baseline.json", reporter: ["pretty", "json=report.json"] };
      writeFileSync(join(dir, "teamchat-conformance.json"), JSON.stringify(config, null, 2));
      try {
        for (const round of ["records the baseline", "compares with it"]) {
          // The first round records the file (--update-baseline: a missing baseline is otherwise an error).
          const args = round === "records the baseline" ? ["--update-baseline"] : [];
          const run = await timed(`teamchat-conformance with the config file (${round})`, () =>
            runGroup("npx", ["--no-install", "teamchat-conformance", ...args], { cwd: dir, env: cleanEnv(), timeoutMs: 120_000 }),
          );
          expect(run.status, `${round}: ${run.stdout}\n${run.stderr}`).toBe(0);
          const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
          expect(report.rules.filter((r: { id: string; status: string }) => r.id.startsWith("acme/") && r.status === "passed").length).toBeGreaterThan(0);
          expect(report.baseline).toBeDefined();
          expect(existsSync(join(dir, "baseline.json"))).toBe(true);
        }
      } finally {
        await stopGroup(child);
      }
    }, 300_000);

    it("the plain shell CI recipe (docs/ci/conformance.sh) runs the installed suite and writes the JUnit report", async () => {
      const { child, url } = await startPrinting(bin("teamchat-server"), ["--port", "0", "--db", ":memory:"], /reference server on (http:\/\/\S+)/);
      try {
        const reports = join(dir, "reports");
        const run = await timed("docs/ci/conformance.sh", () =>
          runGroup("bash", [join(ROOT, "docs/ci/conformance.sh"), "--only", "server-settings/*"], {
            cwd: dir,
            env: cleanEnv({ TEAMCHAT_TGZ: tarball, TEAMCHAT_URL: url, TEAMCHAT_PREFIX: app, REPORTS_DIR: reports }),
            timeoutMs: 180_000,
          }),
        );
        expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
        const junit = readFileSync(join(reports, "conformance.xml"), "utf8");
        expect(junit).toMatch(/<testsuites[^>]*>/);
        expect(junit).toContain("server-settings/shape");
        expect(JSON.parse(readFileSync(join(reports, "conformance.json"), "utf8"))).toBeTypeOf("object");
      } finally {
        await stopGroup(child);
      }
    }, 240_000);

    it("the GitHub Actions recipe (docs/ci/github-actions.yml) installs the tarball, runs the suite with a JUnit report and uploads it", () => {
      const workflow = parse(readFileSync(join(ROOT, "docs/ci/github-actions.yml"), "utf8"));
      const steps: { run?: string; uses?: string; if?: string; with?: Record<string, string> }[] = workflow.jobs.conformance.steps;
      const runs = steps.map((s) => s.run ?? "").join("\n");
      expect(runs).toContain('npm install --no-save --omit=dev --no-audit --no-fund "$TEAMCHAT_TGZ"');
      expect(runs).toMatch(/npx teamchat-conformance --url "\$TEAMCHAT_URL" --dev .*--reporter junit=reports\/conformance\.xml/s);
      const upload = steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"));
      expect(upload?.if).toBe("always()");
      expect(upload?.with?.path).toContain("reports/");
      // Not active in this repository: workflows live in .github/workflows, and there is none.
      expect(existsSync(join(ROOT, ".github/workflows"))).toBe(false);
    });

    it("runConformance, imported from the package, runs the suite's rules and a rule of the user's own (rule())", async () => {
      const { child, url } = await startPrinting(bin("teamchat-server"), ["--port", "0", "--db", ":memory:"], /reference server on (http:\/\/\S+)/);
      try {
        writeFileSync(join(app, "run.mjs"), RUN_MJS);
        const r = await timed("runConformance (run.mjs)", () => runGroup(process.execPath, ["run.mjs", url], { cwd: app, env: cleanEnv(), timeoutMs: 120_000 }));
        expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
        const out = JSON.parse(r.stdout);
        expect(out.verdict).toBe("conformant");
        expect(out.rules).toContain("server-settings/shape");
        expect(out.rules).toContain("custom/server-settings-answers");
        expect(out.passed).toContain("custom/server-settings-answers");
        expect(out.junit).toContain('name="custom/server-settings-answers"');
      } finally {
        await stopGroup(child);
      }
    }, 150_000);

    it("SIGTERM to a backgrounded `npx teamchat-server` stops the server (npm does not pass it on; the bin follows npm)", async () => {
      const { child, url } = await startPrinting("npx", ["--no-install", "teamchat-server", "--port", "0", "--db", ":memory:"], /reference server on (http:\/\/\S+)/);
      try {
        await expectStopsWithNpm(child, url, "npx"); // npx alone, as `kill %1` or a CI runner's cleanup sends it
      } finally {
        await stopGroup(child, "SIGKILL", 0);
      }
    }, 90_000);

    it("the GitHub Action (action.yml), its steps run locally: installs the tarball, runs the suite with the github reporter and JUnit", async () => {
      const { child, url } = await startPrinting(bin("teamchat-server"), ["--port", "0", "--db", ":memory:"], /reference server on (http:\/\/\S+)/);
      try {
        const workspace = join(dir, "workspace");
        mkdirSync(workspace, { recursive: true });
        const run = await timed("action.yml (local)", () =>
          runActionLocally(
            { url, dev: "true", package: tarball, args: "--only 'server-settings/*' --seed 3" },
            { workspace, runnerTemp: join(dir, "runner-temp"), baseEnv: cleanEnv() },
          ),
        );
        expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
        expect(run.outputs.run["exit-code"]).toBe("0");
        const junit = readFileSync(join(workspace, run.outputs.run.junit), "utf8");
        expect(junit).toContain("server-settings/shape");
        expect(junit).not.toContain("auth/"); // --only from the args input, kept whole by the quoting
        expect(run.stdout).toMatch(/Conformant/);
        if (readFileSync(join(ROOT, "conformance/args.ts"), "utf8").includes("github")) expect(run.summary.length).toBeGreaterThan(0);
      } finally {
        await stopGroup(child);
      }
    }, 240_000);

    it("teamchat-mock serves the API (Prism, installed beside the package)", async () => {
      const { child, url } = await timed("teamchat-mock start", () =>
        startPrinting(bin("teamchat-mock"), ["--port", "0", "--level", "150"], /Mock Team Chat server \(Prism\) at (http:\/\/\S+)/),
      );
      try {
        const response = await fetch(`${url}/api/v1/server_settings`);
        expect(response.status).toBe(200);
        expect((await response.json()).service_feature_level).toBe(150);
      } finally {
        await stopGroup(child);
      }
    }, 120_000);
  });
});

/** A client team's TypeScript: the client, the generated types and the programmatic API, from the package. */
const CONSUMER_TS = `import { createChatClient, type ChatClient, type ChatClientOptions } from "teamchat-api-toolchain/client";
import type { components, paths } from "teamchat-api-toolchain/types";
import { REPORTERS, RULES, expectThat, rule, runConformance, type ConformanceRun, type Report, type Rule } from "teamchat-api-toolchain";

type Channel = components["schemas"]["Channel"];
export const channelLabel = (c: Channel): string => \`#\${c.name} (\${c.stream_id})\`;
const options: ChatClientOptions = { baseUrl: "http://127.0.0.1:9991", email: "iago@zulip.com", apiKey: "key" };
const chat: ChatClient = createChatClient(options);
export const somePath: keyof paths = "/users/me";

export async function ownUserId(): Promise<number> {
  const { data, error } = await chat.GET("/users/me");
  if (error) throw new Error(error.msg);
  return data.user_id;
}

export async function unknownPath(): Promise<void> {
  // @ts-expect-error: a path the API does not have
  await chat.GET("/no/such/path");
}

// The errors it must give (an unused @ts-expect-error is an error): the types are the API's, not any.
// @ts-expect-error: a channel's stream_id is a number
export const wrongType: Channel["stream_id"] = "a string";

export const mine: Rule = rule({
  id: "custom/server-settings-answers",
  title: "GET /server_settings answers 200",
  seed: "our own rule",
  statements: [],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const ex = await ctx.anonymous.call("GET /server_settings");
    expectThat(ex.response.status === 200, { title: "not 200", expected: "200", received: String(ex.response.status), exchange: ex });
  },
});

export async function conformance(url: string): Promise<Report> {
  const run: ConformanceRun = { url, accounts: { kind: "dev" }, rules: [...RULES, mine], only: ["custom/*"] };
  const report = await runConformance(run);
  process.stdout.write(REPORTERS.junit(report, {}));
  return report;
}
`;

/** The programmatic API run from the installed package (plain JavaScript, as a user's script). */
const RUN_MJS = `import { REPORTERS, RULES, expectThat, rule, runConformance } from "teamchat-api-toolchain";

const mine = rule({
  id: "custom/server-settings-answers",
  title: "GET /server_settings answers 200",
  seed: "our own rule",
  statements: [],
  operations: ["GET /server_settings"],
  roles: [],
  async run(ctx) {
    const ex = await ctx.anonymous.call("GET /server_settings");
    expectThat(ex.response.status === 200, { title: "not 200", expected: "200", received: String(ex.response.status), exchange: ex });
  },
});
const report = await runConformance({
  url: process.argv[2],
  accounts: { kind: "dev" },
  rules: [...RULES, mine],
  only: ["server-settings/*", "custom/*"],
  seed: 5,
  workers: 1,
});
process.stdout.write(JSON.stringify({
  verdict: report.verdict,
  rules: report.rules.map((r) => r.id),
  passed: report.rules.filter((r) => r.status === "passed").map((r) => r.id),
  junit: REPORTERS.junit(report, {}),
}));
`;
