/**
 * The package as a server team installs it: `npm pack` (whose prepack runs `npm run build`), then `npm install
 * --omit=dev <tarball>` into an empty directory, then the installed bins: teamchat-server on a free port,
 * teamchat-conformance against it (a few rules, exit 0), `teamchat-conformance --list-rules`, teamchat-mock, and
 * the CI recipes of docs/ci (the shell one run for real against the installed server).
 * No tsx, TypeScript or other dev dependency is installed, so the bins can only run the compiled JavaScript.
 *
 * Speed: better-sqlite3 has no prebuilt binary reachable from these machines (prebuild-install downloads from
 * GitHub; on a user's CI it does), and compiling it takes about a minute of CPU. prebuild-install reads its
 * download host from `npm_config_better_sqlite3_binary_host`; the test points that at a local HTTP server that
 * offers the binary the repository's own install compiled, packed as a prebuilt, for exactly that version, Node
 * ABI, platform and architecture (anything else is a 404, and the install compiles as it would anyway).
 * `TEAMCHAT_PACK_TEST_COMPILE=1` skips the mirror. Nothing is cached: everything lives in a temporary directory.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { runGroup, spawnGroup, stopGroup } from "../support/processes.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

/** The environment without what `npm test` exports (npm_config_local_prefix would send a nested npm to the repo). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== "INIT_CWD") env[k] = v;
  return { ...env, NO_COLOR: "1", npm_config_update_notifier: "false", ...extra };
}

let dir: string;
let app: string;
let tarball: string;
let mirror: { server: Server; url: string; hits: number } | undefined;
const times: Record<string, number> = {};
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
    mirror = process.env.TEAMCHAT_PACK_TEST_COMPILE ? undefined : await prebuildMirror();
    const install = await timed("npm install --omit=dev <tarball>", () =>
      runGroup("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", tarball], {
        cwd: app,
        env: cleanEnv(mirror ? { npm_config_better_sqlite3_binary_host: mirror.url } : {}),
        timeoutMs: 300_000,
      }),
    );
    expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);
  }, 480_000);

  afterAll(async () => {
    await new Promise((r) => (mirror ? mirror.server.close(r) : r(undefined)));
    console.info(
      `test/package: ${Object.entries(times).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join("; ")}` +
        `; better-sqlite3 ${mirror?.hits ? "from the local prebuilt mirror" : "compiled from source"}`,
    );
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("installs the three bins, the compiled JavaScript and openapi.yaml, and no TypeScript tooling", () => {
    for (const name of ["teamchat-conformance", "teamchat-mock", "teamchat-server"]) expect(existsSync(bin(name)), name).toBe(true);
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
  });

  it("npx teamchat-conformance --list-rules (as the README shows it) lists the generic checks and the rules", async () => {
    const r = await timed("npx teamchat-conformance --list-rules", () =>
      runGroup("npx", ["--no-install", "teamchat-conformance", "--list-rules"], { cwd: app, env: cleanEnv() }),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^checks\/not_a_server_error /m);
    expect(r.stdout).toMatch(/^server-settings\/shape /m);
  });

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

  it("teamchat-mock serves the API (Prism, a runtime dependency)", async () => {
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
