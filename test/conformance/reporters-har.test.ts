// --record FILE (engine/har.ts): each HAR entry says what sent it (`_rule`: the rule, `checks` with the property
// `_property`, `setup` for the probe and logins), and bodies and form fields beyond their bounds are trimmed, each
// cut saying how much (a run of the whole suite went from 14 MB to 7.4 MB); a secret cut in two leaves no part.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HarRecorder, HAR_LIMITS } from "../../conformance/engine/har.ts";
import { Redactor } from "../../conformance/engine/redact.ts";
import { allRuleIds } from "../../conformance/engine/run.ts";
import { RULES } from "../../conformance/index.ts";
import { referenceServer, type TestServer } from "./support/reference.ts";
import { runAgainst } from "./support/run.ts";

const creator = { name: "teamchat-conformance", version: "test" };
const request = (form?: Record<string, string>) => ({
  method: form ? "POST" : "GET",
  path: "/messages",
  url: "http://chat.test/api/v1/messages",
  as: "member",
  bodyKind: form ? ("urlencoded" as const) : ("none" as const),
  ...(form ? { form } : {}),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
const response = (text: string) => ({ status: 200, headers: { "content-type": "application/json" }, text: text.slice(0, 10), elapsedMs: 1 });

describe("HAR entries", () => {
  it("are tagged with the rule or check that sent them; setup otherwise", () => {
    const rec = new HarRecorder();
    rec.add({ startedAt: 0, request: request(), response: response("{}"), unit: { rule: "streams/get-stream-unknown-id" } });
    rec.add({ startedAt: 0, request: request(), response: response("{}"), unit: { rule: "checks", property: "get-messages/negative" } });
    rec.add({ startedAt: 0, request: request(), response: response("{}") });
    const entries = rec.toHar(creator, new Redactor()).log.entries;
    expect(entries.map((e) => [e._rule, e._property])).toEqual([
      ["streams/get-stream-unknown-id", undefined],
      ["checks", "get-messages/negative"],
      ["setup", undefined],
    ]);
  });

  it("trim bodies and form fields beyond their bounds, saying how much was cut", () => {
    const rec = new HarRecorder({ body: 100, field: 20 });
    const big = "x".repeat(250);
    rec.add({ startedAt: 0, request: request({ content: big, to: "short" }), response: response(big), text: big });
    rec.add({ startedAt: 0, request: request({ to: "short" }), response: response("{}"), text: "{}" });
    const har = rec.toHar(creator, new Redactor());
    const [cut, whole] = har.log.entries;
    expect(cut.response.content.text).toHaveLength(100);
    expect(cut.response.content.comment).toBe("first 100 of 250 characters, 150 cut");
    expect(cut.response.content.size).toBe(250);
    expect(cut.request.postData!.text).toHaveLength(100);
    expect(cut.request.postData!.comment).toBe(`first 100 of ${"content=".length + 250 + "&to=short".length} characters, ${"content=".length + 250 + "&to=short".length - 100} cut`);
    expect(cut.request.postData!.params).toEqual([
      { name: "content", value: "x".repeat(20), comment: "first 20 of 250 characters, 230 cut" },
      { name: "to", value: "short" },
    ]);
    expect(cut.request.bodySize).toBe("content=".length + 250 + "&to=short".length);
    expect(whole.response.content).toEqual({ size: 2, mimeType: "application/json", text: "{}" });
    expect(whole.request.postData!.comment).toBeUndefined();
    expect(har.log.comment).toBe(`Bodies kept up to 100 characters, form fields up to 20: 3 bodies or fields trimmed, ${150 + 230 + (267 - 100)} characters cut in all (see each "comment")`);
    expect(HAR_LIMITS).toEqual({ body: 4096, field: 1024 });
  });

  it("leave no part of a secret that a cut splits", () => {
    const secret = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
    const redactor = new Redactor();
    redactor.add(secret, "$API_KEY", "hamlet@zulip.com");
    const rec = new HarRecorder({ body: 100, field: 20 });
    // The secret starts 10 characters before the cut, in the response and in a field.
    const text = `${"y".repeat(90)}${secret}${"z".repeat(50)}`;
    rec.add({ startedAt: 0, request: request({ note: `${"y".repeat(10)}${secret}` }), response: response(text), text });
    const json = JSON.stringify(rec.toHar(creator, redactor));
    expect(json).not.toContain(secret.slice(0, 10));
  });
});

describe("a recorded run", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it("tags every entry with a rule of the run, the checks with their property, setup for the logins", async () => {
    server = referenceServer();
    const file = join(mkdtempSync(join(tmpdir(), "teamchat-har-")), "run.har");
    const only = ["checks/not_a_server_error", "streams/get-stream-unknown-id", "users/update-full-name-round-trip"];
    const report = await runAgainst(server.fetch, { only, runs: 2, record: file });
    expect(report.exitCode).toBe(0);
    const text = readFileSync(file, "utf8");
    // One entry per line.
    expect(text.split("\n").filter((l) => l.startsWith('{"startedDateTime"'))).toHaveLength(JSON.parse(text).log.entries.length);
    const entries = JSON.parse(text).log.entries as { _rule: string; _property?: string; request: { url: string } }[];
    const rules = new Set(entries.map((e) => e._rule));
    expect([...rules].sort()).toEqual(["checks", "setup", "streams/get-stream-unknown-id", "users/update-full-name-round-trip"]);
    expect(allRuleIds(RULES)).toEqual(expect.arrayContaining(only));
    // A property of the checks, or of their edge sweep (engine/phase-sweep.ts sweepProperty: edge:<operationId>:<in>.<name>).
    for (const e of entries.filter((e) => e._rule === "checks")) expect(e._property).toMatch(/^([a-z0-9-]+\/(positive|negative|unauthenticated|bad-credentials|unknown-parameter|[a-z-]+)|edge:([a-z0-9-]+:([a-z]+\.\S+|base)|setup))$/);
    for (const e of entries.filter((e) => e._rule === "setup")) expect(e.request.url).toMatch(/\/(server_settings|dev_fetch_api_key|users\/me)$/);
  });
});
