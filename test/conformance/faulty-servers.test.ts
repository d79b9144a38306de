// The suite against faulty servers over real HTTP (node:http on ephemeral ports), as the command line a CI job
// runs: each fault ends in bounded time, with exit 1, the fault as its own kind of finding on the operation (one
// finding per cause), and no stack trace. The measured times are logged (the closing note quotes them).
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Report } from "../../conformance/engine/types.ts";
import { RULES, runConformance } from "../../conformance/index.ts";
import { drip, faultyServer, hang, html502, hugeBody, invalidJson, notFound, on, redirectLoop, reset, runCli, STACK_TRACE, type Fault, type FaultyServer } from "./support/faulty-http.ts";

let server: FaultyServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TIMEOUT_S = 2;
const MAX_TIME_S = 40;
/** The run stays small (2 examples per property, the checks and the channel rules): the faults are the subject. */
const ARGS = ["--dev", "--seed", "1", "--runs", "2", "--only", "checks/*,streams/*"];

async function runAgainst(fault: Fault, bounds: { timeout?: string; maxTime?: string } = {}, options: Parameters<typeof faultyServer>[1] = {}) {
  server = await faultyServer(fault, options);
  const dir = mkdtempSync(join(tmpdir(), "faulty-"));
  const file = join(dir, "report.json");
  const args = ["--url", server.url, ...ARGS, "--timeout", bounds.timeout ?? `${TIMEOUT_S}s`, "--max-time", bounds.maxTime ?? `${MAX_TIME_S}s`, "--reporter", "pretty", "--reporter", `json=${file}`];
  const run = await runCli(args, { limitMs: (MAX_TIME_S + 30) * 1000 });
  expect(run.stderr).not.toMatch(/^teamchat-conformance: /m);
  expect(existsSync(file), `no report written (exit ${run.status}):\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`).toBe(true);
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  return { run, report };
}

function expectFaultRun(name: string, r: Awaited<ReturnType<typeof runAgainst>>, operation: string, kind: string) {
  const { run, report } = r;
  console.log(`faulty server: ${name}: run ${(run.elapsedMs / 1000).toFixed(1)} s, exit ${run.status}, ${(run.afterVerdictMs ?? NaN) / 1000} s from verdict to exit, ${report.summary.requests} requests`);
  expect(run.status, run.stderr).toBe(1);
  expect(report.exitCode).toBe(1);
  expect(run.stdout + run.stderr).not.toMatch(STACK_TRACE);
  // Within the run's bound, and the process gone as soon as its verdict is printed.
  expect(run.elapsedMs).toBeLessThan((MAX_TIME_S + 5) * 1000);
  expect(run.afterVerdictMs).toBeDefined();
  expect(run.afterVerdictMs!).toBeLessThan(1500);
  // The fault is its own finding on its operation, one per cause.
  const mine = report.findings.filter((f) => f.operation === operation && f.severity === "failure");
  expect(mine.map((f) => f.kind)).toEqual([kind]);
  expect(mine[0].title).not.toMatch(/refused|Received: \{\}/);
  return mine[0];
}

describe("faulty servers (real HTTP, the CLI as a child process)", () => {
  it("hangs on every call of GET /streams: the operation is marked unresponsive, one finding, the run goes on and ends well within --max-time", async () => {
    const r = await runAgainst(on("GET /streams", hang));
    const f = expectFaultRun("hangs on GET /streams", r, "GET /streams", "unresponsive");
    expect(f.received).toMatch(/marked unresponsive/);
    // Two timeouts, then nothing more is sent to it; the rest of the run happened.
    expect(server!.hits.get("GET /streams")).toBeLessThanOrEqual(3);
    expect(r.report.rules.filter((x) => x.status === "passed").length).toBeGreaterThan(5);
    expect(r.run.elapsedMs).toBeLessThan((MAX_TIME_S / 2) * 1000);
  });

  it("hangs on every operation but logging in: --max-time bounds the run (ends within it plus 5 s, exit 1)", async () => {
    const login = /\/(server_settings|dev_fetch_api_key|users\/me)$/;
    const maxTime = 8;
    const r = await runAgainst((req) => !login.test(new URL(req.url ?? "/", "http://x").pathname) && hang(req, {} as never), { maxTime: `${maxTime}s`, timeout: "1s" });
    console.log(`faulty server: hangs on everything but login, --max-time ${maxTime}s: run ${(r.run.elapsedMs / 1000).toFixed(1)} s, exit ${r.run.status}, ${(r.run.afterVerdictMs ?? NaN) / 1000} s from verdict to exit`);
    expect(r.run.status).toBe(1);
    expect(r.run.elapsedMs).toBeLessThan((maxTime + 5) * 1000);
    expect(r.run.afterVerdictMs!).toBeLessThan(1500);
    expect(r.run.stdout + r.run.stderr).not.toMatch(STACK_TRACE);
    expect(r.report.rules.some((x) => x.reason === "time budget exhausted")).toBe(true);
  });

  it("answers every request slowly (300 ms): --max-time bounds the run, and the verdict says it is incomplete", async () => {
    const maxTime = 6;
    const r = await runAgainst(() => false, { maxTime: `${maxTime}s` }, { delayMs: 300 });
    console.log(`faulty server: 300 ms per answer, --max-time ${maxTime}s: run ${(r.run.elapsedMs / 1000).toFixed(1)} s, exit ${r.run.status}, ${(r.run.afterVerdictMs ?? NaN) / 1000} s from verdict to exit`);
    expect(r.run.status).toBe(1);
    expect(r.report.verdict).toBe("incomplete");
    expect(r.run.elapsedMs).toBeLessThan((maxTime + 5) * 1000);
    expect(r.run.afterVerdictMs!).toBeLessThan(1500);
  });

  it("runConformance over real HTTP leaves no connection open: timed-out requests aborted, keep-alive connections closed", async () => {
    server = await faultyServer(on("GET /streams", drip(200)));
    const report = await runConformance({ url: server.url, accounts: { kind: "dev" }, seed: 2, runs: 2, timeoutMs: 1000, only: ["checks/not_a_server_error", "streams/get-stream-unknown-id"], rules: RULES });
    expect(report.exitCode).toBe(1);
    expect(server.hits.get("GET /streams")).toBeGreaterThan(1);
    // The server sees every connection of the run closed (a FIN takes a moment to arrive).
    for (let i = 0; i < 50 && server.openSockets() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.openSockets()).toBe(0);
  });

  it("resets the connection on GET /streams", async () => {
    expectFaultRun("resets connections", await runAgainst(on("GET /streams", reset)), "GET /streams", "connection-reset");
  });

  it("answers invalid JSON on GET /streams", async () => {
    expectFaultRun("invalid JSON", await runAgainst(on("GET /streams", invalidJson)), "GET /streams", "unparsable-body");
  });

  it("answers an HTML 502 page on GET /streams", async () => {
    const f = expectFaultRun("HTML 502", await runAgainst(on("GET /streams", html502)), "GET /streams", "server-error");
    expect(f.title).toBe("Server error 502");
  });

  it("answers a 50 MB body to GET /users/me: an oversized-body violation of the setup, never a configuration error", async () => {
    const r = await runAgainst(on("GET /users/me", hugeBody(50 * 1024 * 1024)));
    const f = expectFaultRun("50 MB body on GET /users/me", r, "GET /users/me", "oversized-body");
    expect(f.rule).toBe("setup/login");
    expect(r.report.verdict).toBe("violations");
    expect(r.report.rules.map((x) => `${x.id} ${x.status}`)).toContain("setup/login failed");
  });

  it("drips the body of GET /streams slowly: bounded by the per-request timeout", async () => {
    expectFaultRun("drips slowly", await runAgainst(on("GET /streams", drip(300))), "GET /streams", "unresponsive");
  });

  it("redirects GET /streams in a loop", async () => {
    expectFaultRun("redirect loop", await runAgainst(on("GET /streams", redirectLoop)), "GET /streams", "redirect-loop");
  });

  it("has no GET /user_groups (404): endpoint missing, not an authentication failure", async () => {
    const r = await runAgainst(on("GET /user_groups", notFound));
    const f = expectFaultRun("404 on GET /user_groups", r, "GET /user_groups", "endpoint-missing");
    expect(f.occurrences).toBeGreaterThan(1);
    expect(r.report.findings.filter((x) => x.operation === "GET /user_groups" && x.rule === "checks/ignored_auth")).toEqual([]);
  });
});
