// lib/spec facts and projection: table-driven, against openapi.yaml itself and against small inline specs.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { levelFindings, loadSpec, newestLevel, projectToLevel, readSpec, SpecFacts, specFacts } from "../../lib/spec/index.ts";
import { REFERENCE_DIR } from "../support/seed.ts";

const facts = specFacts();

describe("levelOf: an element named the way code names it", () => {
  it.each([
    ["Channel.creator_id", 254],
    ["Channel.date_created", 30],
    ["POST /scheduled_messages", 179],
    ["POST /scheduled_messages @changed", 184],
    ["POST /scheduled_messages body.type=channel", 248],
    ["POST /scheduled_messages body.read_by_sender", 236],
    ["Subscription.role @removed", 133],
    ["Subscription.email_address @removed", 226],
    ["POST /users/me/muted_users/{muted_user_id}", 48],
    ["POST /users/me/muted_users/{muted_user_id} @changed", 188],
    ["PATCH /streams/{stream_id} body.can_remove_subscribers_group @renamed", 197],
    ["PATCH /streams/{stream_id} body.message_retention_days=unlimited @renamed", 91],
    ["GET /users/{user_id} query.client_gravatar @changed", 92],
    ["GET /messages/{message_id} query.apply_markdown", 120],
    ["POST /fetch_api_key response.user_id", 171],
    ["Role=300", 60],
    ["MessageBase.flags[]=wildcard_mentioned @deprecated", 224],
    ["PersonIsActive", 222],
    ["JsonSuccess.ignored_parameters_unsupported", 167],
  ])("%s is level %i", (ref, level) => {
    expect(facts.levelOf(ref)).toBe(level);
  });

  it.each([
    ["Channel.no_such_field", /no property no_such_field/],
    ["Channel.name", /has no added level/],
    ["GET /nowhere", /no operation/],
    ["PATCH /streams/{stream_id} body.stream_post_policy @renamed", /no renamed level/],
    ["POST /scheduled_messages body.type=carrier-pigeon", /no enum value/],
    ["Channel.creator_id @sideways", /unknown event/],
  ])("%s is refused with a clear error", (ref, message) => {
    expect(() => facts.levelOf(ref)).toThrow(message);
  });
});

describe("roles, errors and limits by name", () => {
  it("the role table comes from the Role schema, most privileged first", () => {
    const role = loadSpec().components.schemas.Role;
    expect(facts.roles.map((r) => r.code)).toEqual([...role.enum].sort((a: number, b: number) => a - b));
    expect(facts.roles.map((r) => r.name)).toEqual(["owner", "administrator", "moderator", "member", "guest"]);
    expect(facts.roleAtLeast(facts.roleCode("moderator"), "member")).toBe(true);
    expect(facts.roleAtLeast(facts.roleCode("member"), "moderator")).toBe(false);
    expect(facts.roleAtLeast(facts.roleCode("guest"), "anonymous")).toBe(true);
  });

  it("an error by key fills its placeholders and keeps the template", () => {
    const e = facts.error("invalid-member", { user_id: 42 });
    expect(e).toMatchObject({ code: "BAD_REQUEST", status: 400, template: "Invalid user ID: <user_id>", msg: "Invalid user ID: 42" });
    expect(facts.error("invalid-member").msg).toBe("Invalid user ID: <user_id>");
    expect(() => facts.error("no-such-key")).toThrow(/no x-errors row/);
  });

  it("every x-errors key means one code and one msg wherever it is listed", () => {
    for (const [key, ops] of facts.errorKeys()) {
      for (const op of ops) {
        const row = facts.operation(op)["x-errors"].find((r: any) => r.example === key);
        expect({ key, op, code: row.code, msg: row.msg }).toEqual({ key, op, code: facts.error(key).code, msg: facts.error(key).template });
      }
    }
    const doc = structuredClone(loadSpec());
    doc.paths["/streams/{stream_id}"].get["x-errors"][0].msg = "Something else";
    expect(() => new SpecFacts(doc)).toThrow(/means two things/);
  });

  it("limits come from info.x-limits", () => {
    expect(facts.limit("profile_summary_fields").max).toBe(2);
    expect(facts.limit("invitation_expiry_default").value).toBe(14400);
    expect(() => facts.limit("nope")).toThrow(/no limit/);
  });

  it("a permission rule names its refusal by a key of its operation's x-errors (the msg is written once)", () => {
    const doc = loadSpec();
    let named = 0;
    for (const item of Object.values<any>(doc.paths))
      for (const op of Object.values<any>(item))
        for (const rule of op?.["x-permission-rules"] ?? [])
          if (rule.error !== undefined) {
            named++;
            expect((op["x-errors"] ?? []).map((r: any) => r.example), rule.id).toContain(rule.error);
          }
    expect(named).toBeGreaterThan(0);
  });

  it("permission rules are looked up by operation and id", () => {
    expect(facts.permissionRule("GET /streams", "include-all-active-needs-admin")).toMatchObject({ parameter: "include_all_active", "required-role": "administrator" });
    expect(facts.requiredRole("PATCH /streams/{stream_id}")).toBe("administrator");
  });
});

// A small spec whose annotations exercise every projection case.
const mini = parse(`
type: object
properties:
  kept: { type: integer }
  later: { type: integer, x-feature-level: { added: 100 } }
  gone: { type: integer, x-feature-level: { removed: 50 } }
  renamed_now: { type: integer, x-feature-level: { renamed: { from: renamed_before, at: 80 } } }
  list:
    type: array
    items:
      type: object
      properties:
        inner_new: { type: string, x-feature-level: { added: 60 } }
  event:
    oneOf:
      - type: object
        properties: { type: { const: a }, only_a: { type: integer, x-feature-level: { added: 70 } } }
      - type: object
        properties: { type: { const: b }, only_a: { type: integer } }
`);
const value = () => ({ kept: 1, later: 2, gone: 3, renamed_now: 4, list: [{ inner_new: "x" }], event: { type: "a", only_a: 5 } });

describe("projectToLevel: what a server at a level sends", () => {
  it.each([
    [10, { kept: 1, gone: 3, renamed_before: 4, list: [{}], event: { type: "a" } }],
    [65, { kept: 1, renamed_before: 4, list: [{ inner_new: "x" }], event: { type: "a" } }],
    [90, { kept: 1, renamed_now: 4, list: [{ inner_new: "x" }], event: { type: "a", only_a: 5 } }],
    [100, { kept: 1, later: 2, renamed_now: 4, list: [{ inner_new: "x" }], event: { type: "a", only_a: 5 } }],
  ])("at level %i", (level, expected) => {
    expect(projectToLevel(mini, value(), level)).toEqual(expected);
  });

  it("a oneOf branch is chosen by its type, so another branch's annotation does not apply", () => {
    expect(projectToLevel(mini, { event: { type: "b", only_a: 5 } }, 10)).toEqual({ event: { type: "b", only_a: 5 } });
  });
});

describe("levelFindings: what the annotations say about a response, both directions", () => {
  it.each([
    ["a removed field still sent", 60, { gone: 3 }, ["removed-field-present:failure"]],
    ["the old name after the rename", 90, { renamed_before: 4 }, ["old-name-after-rename:failure"]],
    ["the new name before the rename", 70, { renamed_now: 4 }, ["new-name-before-rename:warning"]],
    ["a field before its level", 99, { later: 2 }, ["field-before-its-level:warning"]],
    ["a nested field before its level", 10, { list: [{ inner_new: "x" }] }, ["field-before-its-level:warning"]],
    ["everything in order", 100, { kept: 1, later: 2, renamed_now: 4 }, []],
  ])("%s", (_, level, body, kinds) => {
    expect(levelFindings(mini, body, level as number).map((f) => `${f.kind}:${f.severity}`)).toEqual(kinds);
  });

  it("real Zulip responses (a server newer than the spec) break no annotation at the newest level", () => {
    const doc = loadSpec();
    const newest = newestLevel(readSpec());
    const files = readdirSync(REFERENCE_DIR).filter((f) => /^(GET|POST|PATCH|DELETE)_.*\.json$/.test(f));
    const failures: string[] = [];
    for (const file of files) {
      const data = JSON.parse(readFileSync(REFERENCE_DIR + file, "utf8"));
      const [method, path] = data.endpoint.split(" ");
      const schema = doc.paths[path]?.[method.toLowerCase()]?.responses?.["200"]?.content?.["application/json"]?.schema;
      for (const r of data.responses.filter((x: any) => x.status === 200))
        failures.push(...levelFindings(schema, r.example, newest).filter((f) => f.severity === "failure").map((f) => `${data.endpoint}: ${f.text}`));
    }
    expect(failures).toEqual([]);
  });
});
