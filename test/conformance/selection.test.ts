// Selection as people think of it: --only/--skip by rule id, operation ('GET /streams', globs), method, path and
// tag; a rule by the operations it lists, a check by the operations it exercises (and then only on those);
// --list-rules shows what the selection selects; a selector matching nothing is a one-line usage error.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSelector, refOf, Selection, SelectionError } from "../../conformance/engine/glob.ts";
import { operationCatalogue, planSelection } from "../../conformance/engine/run.ts";
import { RULES } from "../../conformance/rules/registry.ts";
import { cli, TARGET } from "../cli/support.ts";
import { referenceServer } from "./support/reference.ts";

const catalogue = operationCatalogue();
const streams = refOf("GET /streams", ["channels"]);
const stream = refOf("GET /streams/{stream_id}", ["channels"]);
const patch = refOf("PATCH /streams/{stream_id}", ["channels"]);
const me = refOf("GET /users/me", ["users"]);

describe("selectors", () => {
  it.each([
    ["GET /streams", [streams], [stream, patch, me]],
    ["get /streams/*", [stream], [streams, patch, me]],
    ["* /streams/*", [stream, patch], [streams, me]],
    ["* /streams/**", [stream, patch], [streams, me]],
    ["method:PATCH", [patch], [streams, stream, me]],
    ["method:get", [streams, stream, me], [patch]],
    ["path:/streams/*", [stream, patch], [streams, me]],
    ["path:/users/**", [me], [streams]],
    ["tag:channels", [streams, stream, patch], [me]],
    ["tag:user*", [me], [streams]],
  ])("%s", (text, hits, misses) => {
    const s = parseSelector(text);
    expect(s.kind).not.toBe("id");
    if (s.kind === "id") return;
    for (const o of hits) expect(s.test(o), o.key).toBe(true);
    for (const o of misses) expect(s.test(o), o.key).toBe(false);
  });

  it("a rule id glob stays a rule id glob", () => {
    expect(parseSelector("streams/*")).toMatchObject({ kind: "id", glob: "streams/*" });
  });

  it.each([
    ["FETCH /streams", /unknown method FETCH/],
    ["method:FETCH", /unknown method FETCH/],
    ["path:streams", /a path starts with \//],
    ["colour:red", /unknown selector colour:/],
    ["GET streams", /not a selector/],
    ["tag:", /tag: needs a value/],
  ])("%s is refused", (text, error) => {
    expect(() => parseSelector(text)).toThrow(SelectionError);
    expect(() => parseSelector(text)).toThrow(error);
  });

  it("a rule is selected by the operations it lists; --skip by operation removes the rules listing it", () => {
    const rule = { id: "streams/x", operations: ["GET /streams", "GET /users/me"] };
    expect(Selection.of(["GET /streams"]).selectsRule(rule, catalogue)).toBe(true);
    expect(Selection.of(["tag:users"]).selectsRule(rule, catalogue)).toBe(true);
    expect(Selection.of(["tag:drafts"]).selectsRule(rule, catalogue)).toBe(false);
    expect(Selection.of([], ["GET /users/me"]).selectsRule(rule, catalogue)).toBe(false);
    expect(Selection.of(["streams/*"], ["method:DELETE"]).selectsRule(rule, catalogue)).toBe(true);
  });

  it("a check runs on the selected operations: all of them when its id is selected, less what --skip names", () => {
    const check = { id: "checks/not_a_server_error", operations: ["GET /streams", "GET /streams/{stream_id}", "PATCH /streams/{stream_id}", "GET /users/me"] };
    expect(Selection.of(["GET /streams"]).checkOperations(check, catalogue)).toEqual(["GET /streams"]);
    expect(Selection.of(["checks/*"]).checkOperations(check, catalogue)).toEqual(check.operations);
    expect(Selection.of(["checks/*"], ["path:/streams/**"]).checkOperations(check, catalogue)).toEqual(["GET /streams", "GET /users/me"]);
    expect(Selection.of(["checks/*"], ["checks/not_a_server_error"]).checkOperations(check, catalogue)).toEqual([]);
    expect(Selection.of(["streams/*"]).checkOperations(check, catalogue)).toEqual([]);
  });

  it("planSelection: the checks with their operations, the rules; what matches nothing is named", () => {
    const plan = planSelection(["GET /streams"], [], RULES);
    if ("problem" in plan) throw new Error(plan.problem);
    expect([...plan.checks.values()].every((ops) => ops.length === 1 && ops[0] === "GET /streams")).toBe(true);
    expect(plan.rules.length).toBeGreaterThan(0);
    for (const id of plan.rules) expect(RULES.find((r) => r.id === id)!.operations).toContain("GET /streams");
    expect(planSelection(["GET /stream"], [], RULES)).toEqual({ problem: expect.stringMatching(/^--only: GET \/stream: matches no operation of the spec \(did you mean GET \/streams/) });
    expect(planSelection(["tag:nope"], [], RULES)).toEqual({ problem: expect.stringMatching(/^--only: tag:nope: no operation has this tag; tags: .*channels/) });
    expect(planSelection([], ["path:/nowhere"], RULES)).toEqual({ problem: expect.stringMatching(/^--skip: path:\/nowhere: matches no path of the spec/) });
  });
});

describe("the command line", () => {
  it("--list-rules shows what the selection selects, with each rule's operations", async () => {
    const r = await cli(["--list-rules", "--only", "GET /drafts", "--skip", "checks/*"]);
    expect(r.code).toBe(0);
    const ids = r.stdout.split("\n").filter((l) => /^\S/.test(l)).map((l) => l.split(/\s+/)[0]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => id.startsWith("checks/"))).toBe(false);
    expect(r.stdout).toMatch(/^drafts\/create-ids-order .*\n\s+operations: POST \/drafts, GET \/drafts$/m);
    for (const block of r.stdout.split(/\n(?=\S)/)) expect(block).toMatch(/operations: .*GET \/drafts/);
    const checks = await cli(["--list-rules", "--only", "method:DELETE"]);
    expect(checks.stdout).toMatch(/^checks\/not_a_server_error .*\n\s+operations: DELETE /m);
    const all = await cli(["--list-rules"]);
    expect(all.stdout).toMatch(/^checks\/not_a_server_error .*\n\s+operations: every operation \(\d+\)$/m);
  });

  it.each([
    [["--only", "GET /stream"], /^teamchat-conformance: --only: GET \/stream: matches no operation of the spec \(did you mean GET \/streams/],
    [["--only", "tag:nope"], /^teamchat-conformance: --only: tag:nope: no operation has this tag/],
    [["--skip", "colour:red"], /^teamchat-conformance: --skip: "colour:red": unknown selector colour:/],
    [["--only", "method:PUT"], /^teamchat-conformance: --only: method:PUT: no operation of the spec has this method/],
    [["--only", "POST /drafts", "--skip", "tag:drafts"], /leaves nothing of --only POST \/drafts to run/],
  ])("%j is a usage error (exit 2, one line)", async (argv, error) => {
    for (const args of [[...TARGET, ...argv], ["--list-rules", ...argv]]) {
      const r = await cli(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(error);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("a run selected by operation exercises that operation only in the checks, and runs the rules listing it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "selection-"));
    const server = referenceServer();
    try {
      const r = await cli([...TARGET, "--only", "GET /server_settings", "--reporter", `json=${join(dir, "r.json")}`], { fetch: server.fetch });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const report = JSON.parse(readFileSync(join(dir, "r.json"), "utf8"));
      const ran = report.rules.map((x: { id: string }) => x.id);
      expect(ran).toContain("checks/not_a_server_error");
      expect(ran).toContain("server-settings/shape");
      for (const id of ran.filter((x: string) => !x.startsWith("checks/"))) expect(RULES.find((x) => x.id === id)!.operations, id).toContain("GET /server_settings");
      expect(ran.some((id: string) => id.startsWith("drafts/"))).toBe(false);
      // The checks alone: the selected operation, and the logins of the setup, nothing else.
      const checks = await cli([...TARGET, "--only", "GET /server_settings", "--skip", "auth/*,streams/*,server-settings/*", "--reporter", `json=${join(dir, "c.json")}`], { fetch: server.fetch });
      expect(checks.code, checks.stdout).toBe(0);
      const only = JSON.parse(readFileSync(join(dir, "c.json"), "utf8"));
      expect(only.rules.every((x: { id: string }) => x.id.startsWith("checks/"))).toBe(true);
      const exercised = only.coverage.filter((c: { exercised: boolean }) => c.exercised).map((c: { operation: string }) => c.operation).sort();
      expect(exercised).toEqual(["GET /server_settings", "GET /users/me", "POST /dev_fetch_api_key"]);
    } finally {
      server.close();
    }
  });
});
