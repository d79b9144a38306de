// Values on the wire. Every parameter travels as a string: plain strings as they are, everything else
// JSON-encoded (the spec's `encoding` / jsonEncoded flag). Decoding mirrors what a server does, so that the
// suite can re-check that a value it calls invalid is invalid as the server will see it.
import fc from "fast-check";
import { builder, conforms, kindOf, type Schema } from "./index.ts";
import { withoutNull } from "./schema.ts";

export interface WireField {
  name: string;
  schema: Schema;
  jsonEncoded: boolean;
  /** The same field in the full (all-levels) spec. */
  fullSchema?: Schema;
}

export function toWire(value: unknown, field: Pick<WireField, "jsonEncoded" | "schema">): string {
  if (typeof value === "string" && !isJsonEncoded(field)) return value;
  return JSON.stringify(value);
}

/** A plain-string field is never JSON-decoded; anything else is, whatever the flag says about strings. */
function isJsonEncoded(field: Pick<WireField, "jsonEncoded" | "schema">): boolean {
  return field.jsonEncoded || !isPlainString(field.schema);
}

/** A string, or a choice among strings only (an enum or const of strings: `type` of POST /messages). */
function isPlainString(schema: Schema): boolean {
  const kind = kindOf(schema);
  if (kind === "enum") return schema.enum.every((v: unknown) => typeof v === "string");
  if (kind === "const") return typeof schema.const === "string";
  return kind === "string";
}

type Decoded = { ok: true; value: unknown } | { ok: false };

export function fromWire(wire: string, field: Pick<WireField, "jsonEncoded" | "schema">): Decoded {
  if (!isJsonEncoded(field)) return { ok: true, value: wire };
  try {
    return { ok: true, value: JSON.parse(wire) };
  } catch {
    return { ok: false };
  }
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
  const candidates = build.invalid(field.fullSchema ?? field.schema).map((a) => a.map((v) => (typeof v === "string" && !isJsonEncoded(field) ? v : JSON.stringify(v))));
  if (isJsonEncoded(field)) candidates.push(fc.constantFrom("{not json", "[1,", "nope"));
  const productive = candidates.filter((c) => fc.sample(c, { numRuns: 20, seed: 7 }).some((w) => stillInvalid(w, field)));
  if (!productive.length) return null;
  return fc.oneof(...productive).filter((w) => stillInvalid(w, field));
}
