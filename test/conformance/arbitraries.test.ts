// Request generation: valid values conform at the tested level, invalid ones are invalid at every level and on
// the wire (after the coercions lenient servers apply), and a string that looks like a literal is still a string.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromWire, invalidWire, stillInvalid, toWire } from "../../conformance/arbitraries/wire.ts";
import { invalidRequest, slotsOf, validRequest, defectHolds, templatesOverlap } from "../../conformance/arbitraries/request.ts";
import { conforms } from "../../conformance/arbitraries/index.ts";
import { specModel } from "../../conformance/engine/spec.ts";

const str = { name: "topic", schema: { type: "string" }, jsonEncoded: false };
const int = { name: "stream_id", schema: { type: "integer" }, jsonEncoded: true };
const bool = { name: "is_private", schema: { type: "boolean" }, jsonEncoded: true };

describe("wire values", () => {
  it("a string that merely looks like null, false or a number is a valid string", () => {
    for (const w of ["null", "false", "5", "[]", ""]) expect(stillInvalid(w, str)).toBe(false);
  });

  it("lenient readings are not called invalid", () => {
    expect(stillInvalid("5", int)).toBe(false);
    expect(stillInvalid('"5"', int)).toBe(false);
    expect(stillInvalid("1", bool)).toBe(false);
    expect(stillInvalid("abc", int)).toBe(true);
    expect(stillInvalid("1.5", int)).toBe(true);
    expect(stillInvalid("2", bool)).toBe(true);
    expect(stillInvalid("maybe", bool)).toBe(true);
  });

  it("enum values of another level are never invalid", () => {
    const atOldLevel = { name: "type", schema: { type: "string", enum: ["direct", "stream"] }, jsonEncoded: false, fullSchema: { type: "string", enum: ["direct", "channel", "stream"] } };
    expect(stillInvalid("channel", atOldLevel)).toBe(false);
    expect(stillInvalid("conformance-not-a-valid-value", atOldLevel)).toBe(true);
  });

  it("plain strings travel as they are; everything else JSON-encoded", () => {
    expect(toWire("null", str)).toBe("null");
    expect(toWire([1, 2], { schema: { type: "array" }, jsonEncoded: true })).toBe("[1,2]");
    expect(toWire(true, bool)).toBe("true");
    expect(fromWire("[1,2]", { schema: { type: "array" }, jsonEncoded: true })).toEqual({ ok: true, value: [1, 2] });
  });
});

describe("requests per operation", () => {
  const spec = specModel(267);

  it("valid requests decode to values that conform, for every operation", () => {
    for (const op of spec.operations) {
      const slots = slotsOf(op);
      fc.assert(
        fc.property(validRequest(op), (req) => {
          for (const s of slots) {
            const wire = s.location === "path" ? req.pathParams[s.field.name] : s.location === "query" ? req.query[s.field.name] : req.form?.[s.field.name];
            if (wire === undefined) continue;
            const decoded = fromWire(wire, s.field);
            expect(decoded.ok && conforms(s.field.schema, decoded.value), `${op.key} ${s.field.name}=${wire}`).toBe(true);
          }
        }),
        { numRuns: 15, seed: 1 },
      );
    }
  });

  it("invalid requests carry exactly one defect that holds, for every operation", () => {
    for (const op of spec.operations) {
      const arb = invalidRequest(op, { ids: "any" }, spec.operations);
      if (!arb) continue;
      fc.assert(
        fc.property(arb, (req) => {
          expect(defectHolds(req), `${op.key} ${JSON.stringify(req.defect)}`).toBe(true);
        }),
        { numRuns: 15, seed: 2 },
      );
    }
  });

  it("a plain string field has no invalid wire value", () => {
    expect(invalidWire(str)).toBeNull();
  });

  it("never makes a path value invalid where another operation owns the path", () => {
    expect(templatesOverlap("/users/{user_id}", "/users/{email}")).toBe(true);
    expect(templatesOverlap("/users/{user_id}", "/users/me")).toBe(true);
    const op = spec.operation("GET /users/{user_id}");
    const arb = invalidRequest(op, { ids: "any" }, spec.operations);
    for (const req of fc.sample(arb!, { numRuns: 30, seed: 3 })) expect(req.defect?.location).not.toBe("path");
  });
});
