/**
 * One value on the wire. Every parameter and form field travels as text: a field the spec marks JSON-encoded
 * (`encoding.<field>.contentType: application/json` for a form field, `content: application/json` for a parameter)
 * holds JSON; any other field holds a string as it is, and a boolean or number as its JSON literal (`true`, `42`).
 * Decoding is the server's reading, strict: the errors it names are the ones the reference server answers.
 */
import type { JsonObject } from "../spec/types.ts";

/** What a codec needs to know about one parameter or form field. */
export interface WireValueField {
  /** The name on the wire; decoding errors name it. */
  name: string;
  schema?: JsonObject;
  /** The spec's JSON encoding of the field (lib/spec's ParameterInfo/BodyFieldInfo `jsonEncoded`). */
  jsonEncoded: boolean;
}

function typesOf(schema: JsonObject): string[] | null {
  const t = schema.type;
  const list = t === undefined ? null : Array.isArray(t) ? [...t] : [t];
  if (list && schema.nullable === true) list.push("null");
  return list;
}

/** Which JSON types a schema admits (through unions and enums); `any` when it says nothing. */
export function admittedTypes(schema: JsonObject | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (s: JsonObject) => {
    if (!s || typeof s !== "object") return;
    for (const t of typesOf(s) ?? []) out.add(t);
    if (Array.isArray(s.enum))
      for (const v of s.enum)
        out.add(v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v);
    for (const key of ["oneOf", "anyOf", "allOf"]) if (Array.isArray(s[key])) s[key].forEach(walk);
  };
  walk(schema ?? {});
  if (out.size === 0) out.add("any");
  return out;
}

/** Whether a field's schema admits strings only (a string, an enum of strings). */
export function onlyStrings(schema: JsonObject | undefined): boolean {
  const types = admittedTypes(schema);
  return types.size === 1 && types.has("string");
}

/**
 * Whether a server reads the field's text as JSON: a JSON-encoded field, or one whose schema admits something
 * other than a string (`true`, `42`, `null` are JSON literals). Only a plain string field is taken as it is.
 */
export function decodesAsJson(field: Pick<WireValueField, "jsonEncoded" | "schema">): boolean {
  return field.jsonEncoded || !onlyStrings(field.schema);
}

export interface EncodeValueOptions {
  /** The field's name, for the error. */
  name?: string;
  /**
   * A list, object or null in a field that is not JSON-encoded travels as JSON instead of being refused (for
   * callers that send deliberately wrong values: tests, the conformance suite).
   */
  lenient?: boolean;
}

/**
 * The text of one value: JSON for a JSON-encoded field; otherwise a string as it is, and a boolean or number as
 * its JSON literal. A list, object or null has no plain form: refused unless `lenient`.
 */
export function encodeValue(value: unknown, json: boolean, options: EncodeValueOptions = {}): string {
  if (json) return JSON.stringify(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (options.lenient) return JSON.stringify(value);
  throw new TypeError(
    `form field "${options.name ?? "?"}" is not JSON-encoded in the spec, so it must be a string, got ${value === null ? "null" : typeof value}`,
  );
}

/**
 * The text of a decoded value in one field, as the seed sends it: JSON for a field the spec marks JSON-encoded; a
 * string as it is wherever the server reads that text back as the same string (only lists and objects travel
 * JSON-encoded: `message_retention_days=unlimited`, never `"unlimited"`); anything else as encodeValue writes it
 * for a field read as JSON (a string that would read as another value, "5" where integers are admitted, is quoted
 * to stay a string).
 */
export function encodeFieldValue(value: unknown, field: Pick<WireValueField, "jsonEncoded" | "schema">, options: EncodeValueOptions = {}): string {
  if (typeof value === "string" && !field.jsonEncoded) {
    const back = decodeValue({ name: options.name ?? "value", ...field }, value);
    if (back.ok && back.value === value) return value;
  }
  return encodeValue(value, decodesAsJson(field), options);
}

/** Pre-encoded values: a string is already wire text (sent as it is, even when malformed), anything else is JSON. */
export const wireText = (value: unknown): string => encodeValue(value, false, { lenient: true });

export type Decoded = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * A query or form value as the server reads it. A plain string field is taken as it is; any other is JSON, with
 * a bare word allowed where the schema also admits a string (`message_retention_days=unlimited`). The errors are
 * the server's answers (`is_private is not a boolean`, `Argument "members" is not valid JSON.`).
 */
export function decodeValue(field: WireValueField, text: string): Decoded {
  const types = admittedTypes(field.schema);
  const onlyString = types.size === 1 && types.has("string");
  if (onlyString && !field.jsonEncoded) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    if (types.has("string") && !onlyString) return { ok: true, value: text };
    if (types.has("any")) return { ok: true, value: text };
    if (types.size === 1 && types.has("boolean")) return { ok: false, error: `${field.name} is not a boolean` };
    if ([...types].every((t) => t === "integer" || t === "null")) return { ok: false, error: `${field.name} is not an integer` };
    return { ok: false, error: `Argument "${field.name}" is not valid JSON.` };
  }
}

/** A path segment (already percent-decoded) as the server reads it: digits for an integer parameter, else text. */
export function decodePathValue(field: WireValueField, text: string): Decoded {
  if (!admittedTypes(field.schema).has("integer")) return { ok: true, value: text };
  if (/^-?[0-9]+$/.test(text)) return { ok: true, value: Number(text) };
  return { ok: false, error: `${field.name} is not an integer` };
}
