// Values on the wire, through lib/wire (the codec the server decodes with). Every parameter travels as a string:
// plain strings as they are, everything else JSON-encoded. Decoding is the server's own reading, so that the suite
// can re-check that a value it calls invalid is invalid as the server will see it.
import fc from "fast-check";
import { decodesAsJson, decodeValue, encodeFieldValue } from "../../lib/wire/index.ts";
import { builder, conforms, kindOf, type Schema } from "./index.ts";
import { withoutNull } from "./schema.ts";

export interface WireField {
  name: string;
  schema: Schema;
  jsonEncoded: boolean;
  /** The same field in the full (all-levels) spec. */
  fullSchema?: Schema;
}

/**
 * A generated value on the wire (lib/wire's encodeFieldValue): a string as it is where the server reads it back as
 * that string (as the seed sends it), else JSON wherever the server reads JSON, so that what the server decodes is
 * exactly the value generated.
 */
export function toWire(value: unknown, field: Pick<WireField, "jsonEncoded" | "schema">): string {
  if (value instanceof JsonText) return value.text;
  return encodeFieldValue(value, field, { lenient: true });
}

/**
 * JSON text sent as it is in a field the server reads as JSON, for values JSON.stringify cannot write: an array
 * nested 20,000 deep overflows its recursion (about 4,000 levels), though it is valid JSON a server must answer.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

type Decoded = { ok: true; value: unknown } | { ok: false };

/** A wire value as the server reads it (lib/wire's decodeValue). */
export function fromWire(wire: string, field: Pick<WireField, "jsonEncoded" | "schema">): Decoded {
  const decoded = decodeValue({ name: "value", ...field }, wire);
  return decoded.ok ? decoded : { ok: false };
}

/**
 * Whether a wire value is invalid for a field at every reading: not decodable, and rejected by the schema of the
 * tested level and of the full spec, even after the coercions lenient servers apply ("5" for 5, 1 for true).
 * Used when generating and again after shrinking: a shrunk case that became valid is discarded, never reported.
 */
export function stillInvalid(wire: string, field: WireField): boolean {
  const decoded = fromWire(wire, field);
  if (!decoded.ok) return true;
  return [field.schema, field.fullSchema ?? field.schema].every((s) => !lenientlyConforms(s, decoded.value));
}

function lenientlyConforms(schema: Schema, value: unknown): boolean {
  return readings(value).some((v) => conforms(schema, v)) || (kindOf(schema) === "nullable" && lenientlyConforms(withoutNull(schema), value));
}

/** The values a lenient parser may read from one decoded value. */
function readings(v: unknown): unknown[] {
  const out = [v];
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) out.push(Number(v));
  if (typeof v === "string" && /^(true|false|yes|no|on|off|t|f|y|n|1|0)$/i.test(v)) out.push(/^(true|yes|on|t|y|1)$/i.test(v));
  if (typeof v === "boolean") out.push(v ? 1 : 0, String(v));
  if (v === 0 || v === 1) out.push(v === 1);
  if (typeof v === "number") out.push(String(v));
  return out;
}

/**
 * Wire strings that are invalid for the field: undecodable text (JSON-encoded fields) and invalid decoded values.
 * Candidates that never yield an invalid wire value (e.g. a number for a plain string field, which arrives as
 * the string "5") are dropped by sampling them first; a filter over them alone would never terminate.
 */
export function invalidWire(field: WireField): fc.Arbitrary<string> | null {
  const build = builder();
  const candidates = build.invalid(field.fullSchema ?? field.schema).map((a) => a.map((v) => toWire(v, field)));
  if (decodesAsJson(field)) candidates.push(fc.constantFrom("{not json", "[1,", "nope"));
  const productive = candidates.filter((c) => fc.sample(c, { numRuns: 20, seed: 7 }).some((w) => stillInvalid(w, field)));
  if (!productive.length) return null;
  return fc.oneof(...productive).filter((w) => stillInvalid(w, field));
}
