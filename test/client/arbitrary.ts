/**
 * fast-check arbitraries for the values of the spec's (dereferenced) request schemas: the keywords request bodies
 * and parameters use (type, enum, const, oneOf/anyOf, items, properties/required, additionalProperties, bounds).
 */
import fc from "fast-check";
import type { JsonObject } from "../../lib/spec/index.ts";

const keyArb = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
// Strings of whole graphemes (no lone surrogates, which no UTF-8 wire format can carry).
const stringArb = (s: JsonObject) =>
  fc.string({ unit: "grapheme", minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 12, 12) });

const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ unit: "grapheme", maxLength: 8 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(keyArb, tie("value"), { maxKeys: 3 }),
  ),
})).value;

export function arbitraryFor(schema: JsonObject | undefined): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== "object" || Object.keys(schema).filter((k) => !k.startsWith("x-") && k !== "description").length === 0) {
    return anyJson;
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ["oneOf", "anyOf"]) {
    if (Array.isArray(schema[key])) return fc.oneof(...schema[key].map((s: JsonObject) => arbitraryFor(s)));
  }
  if (Array.isArray(schema.allOf)) {
    const merged: JsonObject = { type: "object", properties: {}, required: [] };
    for (const s of schema.allOf) {
      Object.assign(merged.properties, s.properties ?? {});
      merged.required.push(...(s.required ?? []));
    }
    return arbitraryFor(merged);
  }
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((t: string) => arbitraryFor({ ...schema, type: t })));
  switch (schema.type) {
    case "integer":
    case "number":
      return fc.integer({ min: schema.minimum ?? -2_000_000_000, max: schema.maximum ?? 2_000_000_000 });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return stringArb(schema);
    case "array":
      return fc.array(arbitraryFor(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object":
      return objectArbitrary(schema);
    default:
      return anyJson;
  }
}

function objectArbitrary(schema: JsonObject): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries<JsonObject>(props).map(([k, s]) => [k, arbitraryFor(s)])),
    { requiredKeys: (schema.required ?? []).filter((k: string) => k in props) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const extra = schema.additionalProperties;
  if (!extra) return record;
  const keys = schema.propertyNames?.pattern === "^[0-9]+$" ? fc.integer({ min: 0, max: 999 }).map(String) : keyArb;
  const values = extra === true ? anyJson : arbitraryFor(extra);
  return fc
    .tuple(record, fc.dictionary(keys.filter((k) => !(k in props)), values, { maxKeys: 3 }))
    .map(([r, d]) => ({ ...d, ...r }));
}
