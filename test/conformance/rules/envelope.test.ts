// Every envelope and wire rule passes on the reference server and fails on a server that breaks exactly it.
import { describe, expect, it } from "vitest";
import { rules } from "../../../conformance/rules/envelope/index.ts";
import { BROKEN, HONOURS_ALL } from "../broken/envelope.ts";
import { proveRules, serverFor } from "../support/prove.ts";
import { runAgainst } from "../support/run.ts";
import { loadSpec, listOperations } from "../../../lib/spec/index.ts";
import { toWire } from "../../../conformance/arbitraries/wire.ts";
import { formFields, isOperation, jsonResponse } from "../support/reference.ts";
import { devApiKey } from "../support/dev-keys.ts";

describe("envelope rules", () => {
  proveRules(rules, BROKEN);
});

// A rule tries every case and reports each failing one (a server breaking several shows all of them in one run).
describe("envelope rules report every failing case", () => {
  const findingsOf = async (rule: string, c: Parameters<typeof serverFor>[0]) => {
    const server = serverFor(c);
    try {
      const report = await runAgainst(server.fetch, { only: [rule] });
      return report.findings.filter((f) => f.rule === rule && f.severity === "failure");
    } finally {
      server.close();
    }
  };

  it("replaced-parameters-not-honoured: one finding per honoured parameter", async () => {
    const found = await findingsOf("envelope/replaced-parameters-not-honoured", { wrap: HONOURS_ALL });
    expect(found.map((f) => f.title).sort()).toEqual(
      ["PATCH /streams/{stream_id} can_remove_subscribers_group_id", "PATCH /users/{user_id} is_admin", "POST /user_groups/create can_mention_group_id"].map((w) => `${w} was acted on at a level where it is gone`),
    );
  });

  it("deep-json-answered: every JSON field of every operation, a crash grouped per operation", async () => {
    const found = await findingsOf("envelope/deep-json-answered", BROKEN["envelope/deep-json-answered"]);
    expect(new Set(found.map((f) => f.operation)).size).toBe(8);
    // PATCH /streams/{stream_id} has seven JSON-encoded fields: each crashed, one finding counts them.
    expect(found.find((f) => f.operation === "PATCH /streams/{stream_id}")?.occurrences).toBeGreaterThanOrEqual(7);
  });
});

describe("values on the wire as the seed sends them", () => {
  const op = listOperations(loadSpec()).find((o) => o.method.toUpperCase() === "PATCH" && o.path === "/streams/{stream_id}")!;
  const retention = op.body!.fields.find((f) => f.name === "message_retention_days")!;
  it("a string value travels plain (message_retention_days=unlimited), a number as its literal", () => {
    expect(toWire("unlimited", retention)).toBe("unlimited");
    expect(toWire(30, retention)).toBe("30");
    // A string that would read back as another value stays a string.
    expect(toWire("30", retention)).toBe('"30"');
  });
});

// optional-parameters-omittable leaves a profile field's name out too; where an unnamed field exists already (a server
// may refuse a second as a duplicate label, which the seed neither allows nor rules out), a refusal is a note.
describe("envelope/optional-parameters-omittable and unnamed profile fields", () => {
  it("notes, not fails, a refused unnamed field when one exists already", async () => {
    const server = serverFor({
      breakage: {
        request: async (req) =>
          isOperation(req, "POST /realm/profile_fields") && !("name" in (await formFields(req))) && req.headers.get("x-setup") === null
            ? jsonResponse({ result: "error", msg: "A field with that label already exists.", code: "BAD_REQUEST" }, undefined, 400)
            : undefined,
      },
    });
    try {
      // An unnamed field of an earlier run, created past the refusal.
      const created = await server.fetch(
        new Request("http://conformance.test/api/v1/realm/profile_fields", {
          method: "POST",
          headers: { authorization: `Basic ${Buffer.from(`iago@zulip.com:${devApiKey("iago@zulip.com")}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded", "x-setup": "1" },
          body: "field_type=1",
        }),
      );
      expect((await created.json()).result).toBe("success");
      const report = await runAgainst(server.fetch, { only: ["envelope/optional-parameters-omittable"] });
      expect(report.rules.map((r) => r.status)).toEqual(["passed"]);
      expect(report.notes.some((n) => /optional-parameters-omittable: POST \/realm\/profile_fields refused .*unnamed fields exist already.*duplicate/.test(n))).toBe(true);
    } finally {
      server.close();
    }
  });
});
