/** The Prism variant of the spec (scripts/lib/mock-variant.ts), without starting Prism. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { API_PREFIX, mockVariant } from "../../scripts/lib/mock-variant.ts";
import { envelopeForViolations } from "../../scripts/mock.ts";
import { arbitraryFor } from "../client/arbitrary.ts";

const variant = mockVariant();
const spec = loadSpec({ level: 267 });

describe("mock variant", () => {
  it("serves every operation under /api/v1", () => {
    expect(Object.keys(variant.paths).every((p) => p.startsWith(`${API_PREFIX}/`))).toBe(true);
    expect(Object.keys(variant.paths)).toHaveLength(Object.keys(spec.paths).length);
  });

  it("types every JSON-encoded field as a string whose pattern admits exactly its JSON shapes (any text where a string is admitted)", () => {
    for (const op of listOperations(spec)) {
      for (const f of op.body?.fields.filter((x) => x.jsonEncoded) ?? []) {
        for (const media of Object.values<any>(variant.paths[`${API_PREFIX}${op.path}`][op.method].requestBody.content)) {
          const s = media.schema.properties[f.name];
          expect(s.type, `${op.operationId} ${f.name}`).toBe("string");
          // A field that admits a string takes plain text as that string (to=Denmark), so it has no pattern.
          const admitsString = [f.schema, ...(f.schema.oneOf ?? []), ...(f.schema.anyOf ?? [])].some((x: any) => [x.type].flat().includes("string"));
          const pattern = new RegExp(s.pattern ?? "");
          fc.assert(fc.property(arbitraryFor(f.schema), (v) => pattern.test(JSON.stringify(v))), { numRuns: 30 });
          expect(pattern.test("not json at all")).toBe(admitsString);
        }
      }
    }
  });

  it("rejects wire values of the wrong shape", () => {
    const props = variant.paths[`${API_PREFIX}/invites`].post.requestBody.content["multipart/form-data"].schema.properties;
    expect(new RegExp(props.stream_ids.pattern).test("1,2")).toBe(false);
    expect(new RegExp(props.notify_referrer_on_join.pattern).test("True")).toBe(false);
    expect(new RegExp(props.invite_expires_in_minutes.pattern).test("null")).toBe(true);
  });

  it("is the view of a server at the requested level, and advertises that level", () => {
    const old = mockVariant({ level: 100 });
    expect(old.paths[`${API_PREFIX}/scheduled_messages`]).toBeUndefined(); // added at 179
    expect(old.paths[`${API_PREFIX}/server_settings`].get.responses["200"].content["application/json"].example.service_feature_level).toBe(100);
    expect(variant.paths[`${API_PREFIX}/server_settings`].get.responses["200"].content["application/json"].example.service_feature_level).toBe(267);
  });

  it("translates Prism's violations into the API's envelope", () => {
    const required = { location: ["request", "body"], severity: "Error", code: "required", message: "Request body must have required property 'to'" };
    expect(envelopeForViolations([required])).toEqual({ result: "error", msg: "Missing 'to' argument", code: "BAD_REQUEST" });
    const empty = { location: ["request"], severity: "Error", code: "required", message: "Body parameter is required" };
    expect(envelopeForViolations([empty], ["queue_id"])?.msg).toBe("Missing 'queue_id' argument");
    const type = { location: ["request", "query", "dont_block"], severity: "Error", code: "type", message: "must be boolean" };
    expect(envelopeForViolations([type])?.msg).toBe("Invalid 'dont_block' argument");
    expect(envelopeForViolations([{ ...type, severity: "Warning" }])).toBeUndefined();
    expect(envelopeForViolations([{ location: ["request"], severity: "Error", code: 401, message: "Invalid security scheme used" }])).toBeUndefined();
  });
});
