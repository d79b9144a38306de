import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileResponseValidator, createAjv, loadSpec } from "../../lib/spec/index.ts";
import { REFERENCE_DIR } from "../support/seed.ts";

// Real responses of a production Zulip server (newer than our spec): our schemas must accept every one.
const doc = loadSpec();
const validate = compileResponseValidator(doc);
const files = readdirSync(REFERENCE_DIR).filter((f) => /^(GET|POST|PATCH|DELETE)_.*\.json$/.test(f));

const cases = files.flatMap((file) => {
  const data = JSON.parse(readFileSync(REFERENCE_DIR + file, "utf8"));
  const [method, path] = data.endpoint.split(" ");
  return data.responses.map((r: { status: number; example: any }, i: number) => ({
    name: `${data.endpoint} ${r.status} #${i} ${r.example.code ?? r.example.result}`,
    method,
    path,
    status: r.status,
    example: r.example,
  }));
});

describe("production Zulip responses validate against the spec", () => {
  it("covers every reference file", () => {
    expect(files.length).toBe(23);
  });

  // The files are the examples of Zulip's zulip.yaml, which abbreviate user objects: they leave out is_billing_admin and
  // avatar_version, which the seed lists unconditionally (User object; own-user response), so the spec requires them.
  // Exactly those omissions are tolerated, and only in user objects.
  const ABBREVIATED = /^(\/user|\(root\)) must have required property '(is_billing_admin|avatar_version)'/;
  const userEndpoint = (c: any) => /^GET \/users\/(\{user_id\}|\{email\}|me)$/.test(`${c.method} ${c.path}`);

  it.each(cases.map((c: any) => [c.name, c] as const))("%s", (_, c: any) => {
    const check = validate(c.method, c.path, c.status, c.example);
    expect(check.documented, `status ${c.status} is documented`).toBe(true);
    expect(check.errors.filter((e: string) => !(userEndpoint(c) && ABBREVIATED.test(e)))).toEqual([]);
  });

  it("the tolerated omissions are exactly the abbreviated fields of the documentation's user examples", () => {
    const tolerated = cases.flatMap((c: any) => validate(c.method, c.path, c.status, c.example).errors.filter((e: string) => userEndpoint(c) && ABBREVIATED.test(e)));
    expect(tolerated.length).toBeGreaterThan(0);
    expect(tolerated.every((e: string) => /is_billing_admin|avatar_version/.test(e))).toBe(true);
  });
});

describe("production Zulip event examples validate against the Event schema", () => {
  const events = JSON.parse(readFileSync(`${REFERENCE_DIR}events_examples.json`, "utf8"));
  const ajv = createAjv();
  const validateEvent = ajv.compile(doc.components.schemas.Event);
  const examples = Object.entries<any>(events)
    .filter(([key]) => !key.startsWith("_"))
    .flatMap(([type, entry]) => entry.examples.map((e: any, i: number) => [`${type} #${i}`, e] as const));

  it.each(examples)("%s", (_, example) => {
    // Zulip's drafts and scheduled_messages examples omit `id` although its schema declares it (see the file's
    // _notes); every event carries an id on the wire, so the example is completed the same way.
    const event = "id" in example ? example : { ...example, id: 0 };
    const ok = validateEvent(event);
    expect(validateEvent.errors ?? [], JSON.stringify(event).slice(0, 120)).toEqual([]);
    expect(ok).toBe(true);
  });

  it("a malformed shown event is rejected (the schema is not a catch-all)", () => {
    expect(validateEvent({ id: 1, type: "user_settings", op: "update", property: 5, value: true })).toBe(false);
    expect(validateEvent({ id: 1, type: "realm_user", op: "update", person: { user_id: 1, avatar_source: "G" } })).toBe(false);
    expect(validateEvent({ id: "1", type: "heartbeat" })).toBe(false);
  });
});
