// The suite trusts nothing a server sends (issue 21, items 4 to 8). Each hostile server here is real HTTP on
// loopback (the reference server in-process behind node:http, test/conformance/support/faulty-http.ts) with one
// hostile behaviour, and the suite runs against it as the command line a CI job runs, every reporter writing a file:
// it must exit promptly with its verdict and the finding on one line, no stack trace, a report file, no secret in
// any output, and nothing at all sent to any other origin. The measured figures are logged (the closing
// note quotes them).
//
//   4. a body nested 3,000 levels deep (6 KB): once a stack overflow in the redaction walk, no report;
//   5. redirects to another origin (a 307 on POST /fetch_api_key, on GET /streams): once the password and the
//      --header values were sent there;
//   6. a feature level of -5, "abc", null or 1.5: once "Conformant." after testing half the operations;
//   7. the caller's key echoed hex-encoded, upper-cased, reversed, split by whitespace, base64-encoded: once in stdout
//      and every report;
//   8. every 7th request answered 429 with Retry-After: 1: the run completes within a bound, and says what the
//      server's limits cost it (per-account pacing under X-RateLimit-* is tested in rate-limits.test.ts).
import { createServer, type IncomingMessage, type Server } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Report } from "../../conformance/engine/types.ts";
import { DEV_ACCOUNTS } from "../../conformance/engine/accounts.ts";
import { devApiKey } from "./support/dev-keys.ts";
import { faultyServer, on, opOf, runCli, STACK_TRACE, type Fault, type FaultyServer } from "./support/faulty-http.ts";
import { brokenServer, jsonResponse, type TestServer } from "./support/reference.ts";
import { runAgainst as runInProcess } from "./support/run.ts";
import { jsonDepth, MAX_JSON_DEPTH } from "../../conformance/engine/http.ts";

const dir = mkdtempSync(join(tmpdir(), "hostile-"));
let server: FaultyServer | undefined;
let other: Recorder | undefined;
afterEach(async () => {
  await server?.close();
  await other?.close();
  server = other = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small run: the hostile behaviour is the subject. */
const BASE = ["--seed", "1", "--runs", "2", "--timeout", "5s", "--max-time", "60s"];
/** Promptly: well within --max-time, and gone at once after the verdict. */
const PROMPT_MS = 60_000;

interface HostileRun {
  status: number | null;
  elapsedMs: number;
  stdout: string;
  report: Report;
  /** stdout, stderr and every file the run wrote (JSON, JUnit, HAR), as written. */
  outputs: { name: string; text: string }[];
}

let runs = 0;
async function cli(name: string, url: string, args: string[]): Promise<HostileRun> {
  const n = ++runs;
  const files = { json: join(dir, `${n}.json`), junit: join(dir, `${n}.xml`), har: join(dir, `${n}.har`) };
  const run = await runCli(["--url", url, ...BASE, ...args, "--reporter", "pretty", "--reporter", `json=${files.json}`, "--reporter", `junit=${files.junit}`, "--record", files.har], { limitMs: PROMPT_MS + 30_000 });
  expect(existsSync(files.json), `no report written (exit ${run.status}):\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-3000)}`).toBe(true);
  const report = JSON.parse(readFileSync(files.json, "utf8")) as Report;
  console.log(`hostile server: ${name}: exit ${run.status} after ${(run.elapsedMs / 1000).toFixed(1)} s, ${report.summary.requests} requests, verdict ${report.verdict}`);
  // Promptly, with no stack trace anywhere, and the process gone as soon as its verdict is printed.
  expect(run.stdout + run.stderr).not.toMatch(STACK_TRACE);
  expect(run.elapsedMs).toBeLessThan(PROMPT_MS);
  expect(run.afterVerdictMs, run.stdout.slice(-500)).toBeDefined();
  expect(run.afterVerdictMs!).toBeLessThan(1500);
  const outputs = [
    { name: "stdout", text: run.stdout },
    { name: "stderr", text: run.stderr },
    ...Object.entries(files)
      .filter(([, f]) => existsSync(f))
      .map(([k, f]) => ({ name: k, text: readFileSync(f, "utf8") })),
  ];
  return { status: run.status, elapsedMs: run.elapsedMs, stdout: run.stdout, report, outputs };
}

/** The finding's title on one line of the pretty output (`  - <title>  [<operation>]`). */
function expectOneLineFinding(r: HostileRun, title: RegExp): void {
  expect(r.stdout.split("\n").filter((l) => /^ {2}- /.test(l) && title.test(l)).length, r.stdout.slice(-3000)).toBeGreaterThanOrEqual(1);
}

/** A second server on loopback, another origin: records whatever reaches it. */
interface Recorder {
  url: string;
  received: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[];
  close(): Promise<void>;
}

async function recorder(): Promise<Recorder> {
  const received: Recorder["received"] = [];
  const s: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8").on("data", (d: string) => (body += d));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result: "success", msg: "", api_key: "stolen", email: "x@y.z" }));
    });
  });
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(s.address() as { port: number }).port}`,
    received,
    close: () => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve()))),
  };
}

/** Every transformation of a secret a hostile server echoes, each a way it could leak. */
function transformations(secret: string): Record<string, string> {
  const hex = Buffer.from(secret).toString("hex");
  return {
    raw: secret,
    "upper-cased": secret.toUpperCase(),
    "lower-cased": secret.toLowerCase(),
    reversed: [...secret].reverse().join(""),
    hex,
    "hex, upper-case": hex.toUpperCase(),
    "every byte percent-encoded": hex.replace(/../g, "%$&").toUpperCase(),
    base64: Buffer.from(secret).toString("base64"),
    base64url: Buffer.from(secret).toString("base64url"),
    "URL-encoded": encodeURIComponent(secret),
  };
}

/** Where a secret leaks in an output: any transformation, in the text as written or with whitespace (and escaped line breaks) left out. */
function leaks(outputs: HostileRun["outputs"], secrets: string[]): string[] {
  const found: string[] = [];
  for (const { name, text } of outputs) {
    const compact = text.replace(/\\[nrt]|&#1[03];|&#x[aAdD];|\s+/g, "");
    for (const secret of secrets) {
      for (const [kind, form] of Object.entries(transformations(secret))) {
        if (text.includes(form)) found.push(`${kind} of ${secret.slice(0, 4)}… in ${name}`);
        else if (compact.includes(form.replace(/\s+/g, ""))) found.push(`${kind} of ${secret.slice(0, 4)}…, split by whitespace, in ${name}`);
      }
    }
  }
  return found;
}

const DEV_KEYS = Object.values(DEV_ACCOUNTS)
  .flat()
  .map((email) => devApiKey(email));

/** The reference server (with the test's known keys) behind real HTTP, with one hostile behaviour. */
const hostile = (fault: Fault) => faultyServer(fault, { app: { seedApiKey: devApiKey } });

const answer = (res: Parameters<Fault>[1], status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
  return true;
};

describe("hostile servers (real HTTP, the CLI as a child process)", { timeout: PROMPT_MS + 40_000 }, () => {
  it("4. answers GET /streams with JSON nested 3,000 deep (6 KB): a finding, not a stack overflow", async () => {
    const deep = `{"result":"success","msg":"","streams":${"[".repeat(3000)}${"]".repeat(3000)}}`;
    server = await hostile(on("GET /streams", (_req, res) => answer(res, 200, deep)));
    const r = await cli("JSON nested 3,000 deep on GET /streams", server.url, ["--dev", "--only", "checks/*,streams/*"]);
    expect(r.status).toBe(1);
    const mine = r.report.findings.filter((f) => f.operation === "GET /streams" && f.severity === "failure");
    expect(mine.map((f) => f.kind)).toEqual(["nested-too-deep"]);
    expect(mine[0].received).toMatch(/nested deeper than 64 levels/);
    expectOneLineFinding(r, /Response nested too deep/);
    // The rest of the run happened.
    expect(r.report.rules.filter((x) => x.status === "passed").length).toBeGreaterThan(5);
  });

  it("4. the same body from GET /server_settings: a setup finding, exit 1, a report", async () => {
    const deep = `{"result":"success","msg":"","zulip_feature_level":${"[".repeat(3000)}${"]".repeat(3000)}}`;
    server = await hostile((req, res) => (opOf(req) === "GET /server_settings" ? answer(res, 200, deep) : false));
    const r = await cli("JSON nested 3,000 deep on GET /server_settings", server.url, ["--dev"]);
    expect(r.status).toBe(1);
    expect(r.report.findings.map((f) => [f.rule, f.kind])).toEqual([["setup/server-settings", "nested-too-deep"]]);
    expectOneLineFinding(r, /Response nested too deep/);
  });

  it("5. redirects POST /fetch_api_key and GET /streams to another origin (307): not followed, reported; the other origin receives nothing", async () => {
    other = await recorder();
    const elsewhere = other.url;
    server = await hostile((req, res) => {
      const op = opOf(req);
      if (op !== "POST /fetch_api_key" && op !== "GET /streams") return false;
      res.writeHead(307, { location: `${elsewhere}/api/v1${op.split(" ")[1]}?from=hostile` }).end();
      return true;
    });
    const PASSWORD = "opensesame";
    const accounts = join(dir, "accounts.json");
    writeFileSync(
      accounts,
      JSON.stringify({
        owner: { username: "desdemona@zulip.com", password: PASSWORD },
        administrator: { email: "iago@zulip.com", api_key: devApiKey("iago@zulip.com") },
        member: { email: "hamlet@zulip.com", api_key: devApiKey("hamlet@zulip.com") },
      }),
    );
    const GATEWAY = "gw-token-5f3a9c0e7d1b";
    const TENANT = "tenant-header-value-4711";
    const r = await cli("307 to another origin on POST /fetch_api_key and GET /streams", server.url, [
      "--accounts",
      accounts,
      "--only",
      "checks/*,streams/*",
      "--header",
      `X-Gateway-Token: ${GATEWAY}`,
      "--header",
      `X-Tenant: ${TENANT}`,
    ]);
    // Nothing at all reached the other origin: no password, no Authorization, no --header value, no request.
    expect(other.received.map((q) => `${q.method} ${q.url} ${JSON.stringify(q.headers)} ${q.body}`)).toEqual([]);
    expect(r.status).toBe(1);
    const redirects = r.report.findings.filter((f) => f.kind === "cross-origin-redirect");
    expect(redirects.map((f) => f.operation).sort()).toEqual(["GET /streams", "POST /fetch_api_key"]);
    // Each names where it pointed.
    for (const f of redirects) expect(f.received).toContain(`${elsewhere}/api/v1`);
    expectOneLineFinding(r, /Redirect to another origin \(not followed\)/);
    // The owner could not log in (its login was redirected): said so, not "Conformant".
    expect(r.report.notes.join("\n")).toMatch(/account unavailable: owner: POST \/fetch_api_key: Redirect to another origin/);
    expect(leaks(r.outputs, [PASSWORD, GATEWAY, devApiKey("iago@zulip.com"), devApiKey("hamlet@zulip.com")])).toEqual([]);
  });

  it("5. a redirect within the server's origin is still followed (301 on GET /streams to the same path)", async () => {
    server = await hostile((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (opOf(req) !== "GET /streams" || url.searchParams.has("moved")) return false;
      url.searchParams.set("moved", "1");
      res.writeHead(301, { location: url.pathname + url.search }).end();
      return true;
    });
    const r = await cli("301 within the origin on GET /streams", server.url, ["--dev", "--only", "checks/not_a_server_error,checks/status_code_conformance"]);
    expect(r.report.findings.filter((f) => f.operation === "GET /streams" && f.severity === "failure")).toEqual([]);
    expect(r.status).toBe(0);
  });

  it('6. advertises feature level "abc" on GET /server_settings: a finding and exit 1, not "Conformant."', async () => {
    server = await hostile((req, res) =>
      opOf(req) === "GET /server_settings" ? answer(res, 200, JSON.stringify({ result: "success", msg: "", service_feature_level: "abc", service_version: "9.0" })) : false,
    );
    const r = await cli('feature level "abc"', server.url, ["--dev"]);
    expect(r.status).toBe(1);
    expect(r.report.verdict).toBe("violations");
    expect(r.report.findings.map((f) => f.rule)).toEqual(["setup/server-settings"]);
    expect(r.report.findings[0].received).toBe('service_feature_level: "abc"');
    expectOneLineFinding(r, /advertises a feature level that is not a non-negative integer/);
    expect(r.stdout).not.toMatch(/^Conformant/m);
  });

  it("7. echoes the caller's key hex-encoded, upper-cased, reversed, split by whitespace, base64: nothing of it in any output", async () => {
    server = await hostile(
      on("GET /streams", (req, res) => {
        const [email, key] = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /i, ""), "base64")
          .toString()
          .split(":");
        // Only real keys (the suite's own wrong key is no secret): the finding shown is then an echo of one.
        if (!key || !DEV_KEYS.includes(key)) return false;
        const t = transformations(key);
        const echo = `hex ${t.hex} HEX ${t["hex, upper-case"]} %XX ${t["every byte percent-encoded"]} upper ${t["upper-cased"]} lower ${t["lower-cased"]} reversed ${t.reversed} base64 ${t.base64} base64url ${t.base64url} url ${t["URL-encoded"]} split ${key.slice(0, 13)}\n${key.slice(13)} spaced ${key.slice(0, 7)} ${key.slice(7, 20)}  ${key.slice(20)}`;
        return answer(res, 500, JSON.stringify({ result: "error", code: "BAD_REQUEST", msg: `Bad key for ${email}: ${echo}`, echo: { lines: echo.split(" ") } }), {
          "x-echo-hex": t.hex,
          "x-echo-upper": t["upper-cased"],
          "x-echo-reversed": t.reversed,
          "x-echo-split": `${key.slice(0, 16)} ${key.slice(16)}`,
          "www-authenticate": `Basic realm="${t.base64}"`,
        });
      }),
    );
    const r = await cli("echoes keys transformed", server.url, ["--dev", "--only", "checks/*", "--verbose"]);
    expect(r.status).toBe(1);
    expect(r.report.findings.some((f) => f.operation === "GET /streams")).toBe(true);
    expect(leaks(r.outputs, DEV_KEYS)).toEqual([]);
    // The echo reached the reports (redacted): the test is not vacuous.
    expect(r.outputs.find((o) => o.name === "json")!.text).toMatch(/reversed \$API_KEY/);
  });

  it("8. answers every 7th request 429 with Retry-After: 1: the run completes within a bound and says what the limit cost", async () => {
    let count = 0;
    let limited = 0;
    server = await hostile((_req, res) => {
      if (++count % 7) return false;
      limited++;
      return answer(res, 429, JSON.stringify({ result: "error", msg: "API usage exceeded rate limit", code: "RATE_LIMIT_HIT", "retry-after": 1 }), { "retry-after": "1" });
    });
    const r = await cli("429 with Retry-After: 1 on every 7th request", server.url, ["--dev", "--only", "server-settings/*,auth/server-settings-open,auth/fetch-api-key,users/own-user-*"]);
    console.log(`hostile server: every 7th request 429: ${limited} answered 429, report: ${JSON.stringify(r.report.rateLimit)}`);
    expect(r.status, r.stdout.slice(-3000)).toBe(0);
    expect(limited).toBeGreaterThan(2);
    // Every 429 waited out once (1 s each, at most two side by side): the bound is that, plus the run itself.
    expect(r.elapsedMs).toBeLessThan(limited * 1000 + 30_000);
    expect(r.report.rateLimit).toMatchObject({ responses429: limited });
    expect(r.report.rateLimit!.waitedMs).toBeGreaterThanOrEqual(1000);
    expect(r.stdout).toMatch(new RegExp(`^ {2}Rate limits: the server's limits held the run back \\d+\\.\\d s \\(${limited} answer\\(s\\) 429`, "m"));
  });
});

describe("feature levels a server advertises (in-process)", () => {
  let ref: TestServer | undefined;
  afterEach(() => ref?.close());
  const advertising = (value: unknown) =>
    brokenServer({
      response: (req, res, json) => (new URL(req.url).pathname.endsWith("/server_settings") ? jsonResponse(value === undefined ? { ...json, service_feature_level: undefined, zulip_feature_level: undefined } : { ...json, service_feature_level: value }, res) : res),
    });

  for (const value of [-5, "abc", null, 1.5, "267", 2 ** 53]) {
    it(`${JSON.stringify(value)}: a finding of the setup, exit 1, nothing tested`, async () => {
      ref = advertising(value);
      const report = await runInProcess(ref.fetch, { only: ["checks/not_a_server_error"] });
      expect(report.exitCode).toBe(1);
      expect(report.verdict).toBe("violations");
      expect(report.findings.map((f) => [f.rule, f.title])).toEqual([["setup/server-settings", "GET /server_settings advertises a feature level that is not a non-negative integer"]]);
      expect(report.target.advertisedLevel).toBeNull();
    });
  }

  it("missing: level 0, no finding about it", async () => {
    ref = advertising(undefined);
    const report = await runInProcess(ref.fetch, { only: ["checks/not_a_server_error"] });
    expect(report.target.advertisedLevel).toBe(0);
    expect(report.findings.filter((f) => f.rule === "setup/server-settings")).toEqual([]);
  });
});

describe("jsonDepth: how deep a body nests, without parsing it", () => {
  it("counts arrays and objects outside strings, escaped quotes included, and stops past the limit", () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}', MAX_JSON_DEPTH)).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[[[["}', MAX_JSON_DEPTH)).toBe(1);
    expect(jsonDepth("[".repeat(1_000_000), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(`${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH);
  });
});
