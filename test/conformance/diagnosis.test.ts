// Findings that point at the cause. The setup phase (GET /server_settings, the logins, GET /users/me) reports a
// broken server as violations (exit 1), never as a configuration error: exit 2 is for the user's mistakes (a wrong
// key in the accounts file, --dev against a production server), exit 3 only when nothing at the URL looks like this
// API. One cause on one operation is one finding with its occurrences, in the pretty, json and junit reporters.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../conformance/cli.ts";
import { groupFindings } from "../../conformance/engine/group.ts";
import { brokenServer, isOperation, jsonResponse, type TestServer } from "./support/reference.ts";
import { failuresOf, runAgainst } from "./support/run.ts";

let server: TestServer | undefined;
afterEach(() => server?.close());

const path = (req: Request) => new URL(req.url).pathname.replace(/^\/api\/v1/, "");
const unauthenticated = (req: Request) => !req.headers.get("authorization");
const dev = (req: Request) => new URL(req.url).pathname.endsWith("/dev_fetch_api_key");

describe("the setup phase: a broken server is a violation (exit 1)", () => {
  it("GET /server_settings answers 500 while the server otherwise speaks the API", async () => {
    server = brokenServer({ request: (req) => (path(req) === "/server_settings" ? new Response("<h1>Internal Server Error</h1>", { status: 500, headers: { "content-type": "text/html" } }) : undefined) });
    const report = await runAgainst(server.fetch, { only: ["checks/*"] });
    expect([report.verdict, report.exitCode]).toEqual(["violations", 1]);
    expect(failuresOf(report).map((f) => [f.rule, f.operation, f.kind])).toEqual([["setup/server-settings", "GET /server_settings", "server-error"]]);
    expect(report.rules.map((r) => `${r.id} ${r.status}`)).toEqual(["setup/server-settings failed"]);
  });

  it("GET /server_settings hangs: a timeout finding, exit 1, in bounded time", async () => {
    server = brokenServer({ request: (req) => (path(req) === "/server_settings" ? new Promise<Response>(() => {}) : undefined) });
    const started = Date.now();
    const report = await runAgainst(server.fetch, { only: ["checks/*"], timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(report.exitCode).toBe(1);
    expect(failuresOf(report).map((f) => f.kind)).toEqual(["timeout"]);
  });

  it("GET /users/me answers malformed JSON: one unparsable-body finding for all the accounts, not a configuration error", async () => {
    server = brokenServer({ request: (req) => (path(req) === "/users/me" && !unauthenticated(req) ? new Response('{"result": "success", "user_id": ', { headers: { "content-type": "application/json" } }) : undefined) });
    const report = await runAgainst(server.fetch, { only: ["checks/*"] });
    expect([report.verdict, report.exitCode]).toEqual(["violations", 1]);
    const [f, ...more] = failuresOf(report);
    expect(more).toEqual([]);
    expect([f.rule, f.operation, f.kind, f.occurrences]).toEqual(["setup/login", "GET /users/me", "unparsable-body", 8]);
    expect(f.curl).toMatch(/^curl .*users\/me/);
  });

  it("GET /users/me refuses the key the server itself has just issued (--dev)", async () => {
    server = brokenServer({ request: (req) => (path(req) === "/users/me" && !unauthenticated(req) ? jsonResponse({ result: "error", msg: "Invalid API key", code: "UNAUTHORIZED" }, undefined, 401) : undefined) });
    const report = await runAgainst(server.fetch, { only: ["checks/*"] });
    expect(report.exitCode).toBe(1);
    expect(failuresOf(report).map((f) => f.title)).toEqual(["GET /users/me refused a key the server had just issued"]);
  });

  it("one account broken by the server (a 500 for the guest): a setup finding, the run goes on with the others", async () => {
    server = brokenServer({
      request: (req) => {
        const user = Buffer.from((req.headers.get("authorization") ?? "Basic ").slice(6), "base64").toString().split(":")[0];
        return path(req) === "/users/me" && user === "polonius@zulip.com" ? jsonResponse({ result: "error", msg: "boom", code: "INTERNAL" }, undefined, 500) : undefined;
      },
    });
    const report = await runAgainst(server.fetch, { only: ["streams/get-stream-unknown-id"] });
    expect(report.exitCode).toBe(1);
    expect(failuresOf(report).map((f) => [f.rule, f.kind])).toEqual([["setup/login", "server-error"]]);
    expect(report.rules.map((r) => `${r.id} ${r.status}`)).toEqual(["setup/login failed", "streams/get-stream-unknown-id passed"]);
  });
});

describe("the user's mistakes stay configuration errors (exit 2); nothing like the API is exit 3", () => {
  it("--dev against a server without the development login", async () => {
    server = brokenServer({ request: (req) => (dev(req) ? jsonResponse({ result: "error", msg: "Endpoint does not exist", code: "BAD_REQUEST" }, undefined, 404) : undefined) });
    const report = await runAgainst(server.fetch, { only: ["checks/*"] });
    expect([report.verdict, report.exitCode]).toEqual(["config-error", 2]);
    expect(report.notes.join("\n")).toMatch(/not a development server/);
  });

  it("a wrong API key in the accounts file", async () => {
    server = brokenServer({});
    const report = await runAgainst(server.fetch, { only: ["checks/*"], accounts: { kind: "inline", file: { member: { email: "hamlet@zulip.com", api_key: "not-the-key-0000000000000000000" } } } });
    expect([report.verdict, report.exitCode]).toEqual(["config-error", 2]);
  });

  it("an HTML page everywhere", async () => {
    const report = await runAgainst(async () => new Response("<html>It works!</html>", { headers: { "content-type": "text/html" } }));
    expect([report.verdict, report.exitCode]).toEqual(["unreachable", 3]);
  });
});

describe("one cause, one finding, in every reporter", () => {
  it("a missing GET /user_groups met by checks and rules: one endpoint-missing finding with its occurrences and rules", async () => {
    server = brokenServer({ request: (req) => (isOperation(req, "GET /user_groups") ? new Response("<html><h1>Not Found</h1></html>", { status: 404, headers: { "content-type": "text/html" } }) : undefined) });
    const d = mkdtempSync(join(tmpdir(), "grouped-"));
    let stdout = "";
    const argv = ["--url", "http://conformance.test", "--dev", "--seed", "4", "--runs", "2", "--only", "checks/*,user-groups/*", "--reporter", "pretty", "--reporter", `json=${join(d, "r.json")}`, "--reporter", `junit=${join(d, "r.xml")}`];
    const code = await main(argv, { stdout: (s) => void (stdout += s), stderr: () => {}, fetch: server.fetch });
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(d, "r.json"), "utf8"));
    const mine = report.findings.filter((f: { operation?: string; severity: string }) => f.operation === "GET /user_groups" && f.severity === "failure");
    expect(mine).toHaveLength(1);
    const [f] = mine;
    expect(f.kind).toBe("endpoint-missing");
    expect(f.title).toBe("Endpoint missing: 404 without the error envelope for an operation of the seed");
    expect(f.occurrences).toBeGreaterThan(3);
    expect(f.rules.length).toBeGreaterThan(1);
    expect(f.rules).not.toContain("checks/ignored_auth");
    // Pretty: the count and the rules; JUnit: the finding under every rule that met it.
    expect(stdout).toContain(`(×${f.occurrences}, the first shown)`);
    expect(stdout).toContain(`Met by:     ${f.rules.join(", ")}`);
    const xml = readFileSync(join(d, "r.xml"), "utf8");
    for (const rule of f.rules) expect(xml).toMatch(new RegExp(`name="${rule}"[^>]*><failure message="Endpoint missing[^"]*"[^>]*>[^<]*Kind: endpoint-missing`));
    expect(xml).toContain(`Occurrences: ${f.occurrences}`);
  });

  it("a timeout in a rule reads as a timeout, never as the rule's refusal with an empty body", async () => {
    server = brokenServer({ request: (req) => (isOperation(req, "GET /user_groups") ? new Promise<Response>(() => {}) : undefined) });
    const report = await runAgainst(server.fetch, { only: ["user-groups/*"], timeoutMs: 300 });
    const titles = failuresOf(report).map((f) => `${f.kind}: ${f.title} / ${f.received}`);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).not.toMatch(/refused|Received: \{\}|^undefined/);
    expect(failuresOf(report).filter((f) => f.operation === "GET /user_groups").map((f) => f.kind)).toEqual(["unresponsive"]);
  });
});

describe("groupFindings", () => {
  it("groups by cause and operation, keeps the first example, adds up findings grouped before", () => {
    const base = { severity: "failure" as const, expected: "e", received: "r" };
    const grouped = groupFindings([
      { ...base, rule: "setup/login", operation: "GET /users/me", title: "Timeout", kind: "timeout", occurrences: 8 },
      { ...base, rule: "checks/not_a_server_error", operation: "GET /users/me", title: "Timeout", kind: "timeout", received: "second" },
      { ...base, rule: "users/x", operation: "GET /users/me", title: "Timeout", kind: "timeout" },
      { ...base, rule: "users/x", operation: "GET /users/me", title: "Wrong field" },
      { ...base, rule: "users/x", operation: "GET /users/me", title: "Wrong field" },
      { ...base, rule: "users/y", operation: "GET /users/me", title: "Wrong field" },
      { ...base, rule: "checks/not_a_server_error", operation: "GET /streams", title: "Timeout", kind: "timeout" },
    ]);
    expect(grouped.map((f) => [f.rule, f.operation, f.title, f.received, f.occurrences, f.rules])).toEqual([
      ["setup/login", "GET /users/me", "Timeout", "r", 10, ["setup/login", "checks/not_a_server_error", "users/x"]],
      ["users/x", "GET /users/me", "Wrong field", "r", 2, undefined],
      ["users/y", "GET /users/me", "Wrong field", "r", undefined, undefined],
      ["checks/not_a_server_error", "GET /streams", "Timeout", "r", undefined, undefined],
    ]);
  });
});
