// A report made by hand for the reporters' unit tests: every kind of content a reporter shows (faults over several
// operations, a check failing on several operations, a rule failure with earlier writes, warnings, a crashed rule,
// skips by capability and by level, coverage), with text a hostile server could send in every field it reaches.
import type { Finding, Report, RuleResult } from "../../../conformance/engine/types.ts";

/** What a server might send to break a report: markup, a workflow command, Markdown, escapes. */
export const HOSTILE = `<img src="https://evil.example/a.png"><script>alert(1)</script>\n::error::injected %0A, title: x | [link](https://evil.example) \`tick\``;

const request = (method: string, path: string, form?: Record<string, string>) => ({
  method,
  path,
  url: `http://chat.test/api/v1${path}`,
  as: "member",
  email: "hamlet@zulip.com",
  bodyKind: form ? ("urlencoded" as const) : ("none" as const),
  ...(form ? { form } : {}),
  headers: { accept: "application/json", authorization: "Basic <redacted>" },
});

const response = (status: number, text: string) => ({ status, headers: { "content-type": "text/html" }, text, elapsedMs: 12 });

function f(partial: Partial<Finding> & Pick<Finding, "rule" | "title">): Finding {
  return { severity: "failure", expected: "what the spec says", received: `500 ${HOSTILE}`, ...partial };
}

export function fixtureReport(): Report {
  const findings: Finding[] = [
    f({ rule: "checks/not_a_server_error", title: "Server error 502", kind: "server-error", operation: "GET /streams", occurrences: 40, rules: ["checks/not_a_server_error", "streams/a", "streams/b"], pointer: "#/paths/~1streams/get", request: request("GET", "/streams"), response: response(502, HOSTILE), curl: "curl -sS -X GET 'http://chat.test/api/v1/streams' -u \"hamlet@zulip.com:$API_KEY\"", replay: { seed: 7, path: "get-streams/positive@0", command: "npm run conformance -- --seed 7 --only checks/not_a_server_error --path get-streams/positive@0" } }),
    f({ rule: "streams/a", title: "Server error 500", kind: "server-error", operation: "PATCH /streams/{stream_id}", occurrences: 10, pointer: "#/paths/~1streams~1{stream_id}/patch" }),
    f({ rule: "checks/response_schema_conformance", title: "Response violates the schema", operation: "GET /users", pointer: "#/paths/~1users/get/responses/200/content/application~1json/schema" }),
    f({ rule: "checks/response_schema_conformance", title: "Response violates the schema", operation: "GET /users/me", occurrences: 3 }),
    f({
      rule: "muting/mute-state-table",
      title: `Expected the already-muted error ${HOSTILE}`,
      operation: "POST /users/me/muted_users/{muted_user_id}",
      pointer: "#/paths/~1users~1me~1muted_users~1{muted_user_id}/post/x-errors/2",
      caveat: "the server is newer than the spec",
      steps: [{ request: request("POST", "/users/me/muted_users/{muted_user_id}", { note: HOSTILE }), answer: `200 ${HOSTILE}`, curl: "curl -sS -X POST 'http://chat.test/api/v1/users/me/muted_users/12'" }],
      request: request("POST", "/users/me/muted_users/{muted_user_id}"),
      response: { status: 200, headers: { "content-type": "application/json" }, json: { result: "success", msg: HOSTILE }, text: "{}", elapsedMs: 3 },
    }),
    { severity: "warning", rule: "checks/status_code_conformance", title: "Undocumented status 403", operation: "GET /streams/{stream_id}", expected: "400", received: `403 ${HOSTILE}` },
    { severity: "warning", rule: "checks/status_code_conformance", title: "Undocumented status 403", operation: "DELETE /streams/{stream_id}", expected: "400", received: "403" },
    { severity: "note", rule: "events/x", title: "a note", expected: "", received: "nothing" },
  ];
  const rule = (id: string, status: RuleResult["status"], extra: Partial<RuleResult> = {}): RuleResult => ({ id, area: id.split("/")[0], title: `title of ${id}`, seed: "seed", status, durationMs: 5, requests: 2, ...extra });
  const rules: RuleResult[] = [
    rule("checks/not_a_server_error", "failed"),
    rule("checks/response_schema_conformance", "failed"),
    rule("checks/status_code_conformance", "passed"),
    rule("streams/a", "failed"),
    rule("streams/b", "failed"),
    rule("muting/mute-state-table", "failed"),
    rule("events/crash", "errored", { reason: `TypeError: boom ${HOSTILE}\n    at x.ts:1` }),
    rule("events/queue-a", "skipped", { capability: "POST /register", reason: "needs Zulip's POST /register (not in the seed), which this server lacks (404 …); not tested" }),
    rule("events/queue-b", "skipped", { capability: "POST /register", reason: "needs Zulip's POST /register (not in the seed), which this server lacks (404 …); not tested" }),
    rule("streams/old-a", "skipped", { reason: "applies below feature level 136 (PATCH /streams/{stream_id} body.history_public); testing level 267" }),
    rule("streams/old-b", "skipped", { reason: "applies below feature level 91 (PATCH /streams/{stream_id} body.message_retention_days); testing level 267" }),
    rule("events/heartbeat", "skipped", { reason: "slow; run with --slow" }),
    rule("users/ok", "passed"),
  ];
  return {
    schemaVersion: 1,
    tool: { name: "teamchat-conformance", version: "0.1.0" },
    target: { url: "http://chat.test", advertisedLevel: 267, testedLevel: 267, specNewestLevel: 267, serverVersion: HOSTILE },
    seed: 7,
    runs: 3,
    readOnly: false,
    startedAt: "2026-11-26T06:00:00.000Z",
    durationMs: 12_345,
    verdict: "violations",
    exitCode: 1,
    notes: [`checks: something ${HOSTILE}`],
    rules,
    findings,
    coverage: [
      { operation: "GET /streams", operationId: "get-streams", exercised: true, documentedStatuses: ["200", "400"], seenStatuses: [200, 502] },
      { operation: "GET /users", operationId: "get-users", exercised: false, documentedStatuses: ["200"], seenStatuses: [] },
    ],
    summary: { passed: 2, failed: 5, skipped: 5, errored: 1, failures: 5, warnings: 2, requests: 99 },
  };
}
