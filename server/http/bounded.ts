// Bounded work per request (issue 21): the server has one thread, so what one request costs before its handler runs
// (reading the form, parsing JSON fields, checking lists) must stay a few milliseconds whatever a client sends
// inside the body limit. Three bounds, each checked before the work it protects:
//
// - a form holds at most MAX_FORM_FIELDS fields; an urlencoded body is decoded in slices that give the event loop
//   back between them (the platform's URLSearchParams takes about 1 s for 5 MiB of `%41+` and cannot be sliced);
// - a JSON-encoded field is scanned before JSON.parse (one linear pass that stops at the first excess): nesting no
//   deeper than its schema allows, its top-level list no longer than the list's limit, and no more values in all
//   than a valid value of its schema can hold (JSON.parse takes about 0.5 s for 5 MiB of `[[[[[]]]]]`);
// - after parsing, every list of the value is checked against its schema's `maxItems` before its elements are.
//
// A list's limit is its schema's `maxItems` in openapi.yaml (marked `x-unspecified`: the seed shows no limit; the
// values are the reference server's): the server writes none of them. A fixed-length tuple (minItems = maxItems,
// e.g. a narrow's [operator, operand]) is a shape, not a list: its existing message ("Invalid narrow[0]") stays.
import { isUtf8 } from "node:buffer";
import { badRequest } from "../errors.ts";
import type { JsonSchema } from "../spec/types.ts";

/** Form fields a request may carry (an operation has a few dozen at most; unknown ones are only reported back). */
export const MAX_FORM_FIELDS = 1000;
/** Values a JSON field may hold in all, whatever its schema allows (JSON.parse of 50,000 values: ~10 ms at worst). */
export const MAX_JSON_VALUES = 50_000;
/** What a schema that says nothing (`{}`, e.g. a profile field value) may hold: values, and levels of nesting. */
const ANY_VALUES = 100;
const ANY_DEPTH = 3;
/** Nesting beyond the schema's tolerated before the scan refuses, and values any JSON field may hold (both cost
 *  well under a millisecond to parse). */
const SLACK_DEPTH = 32;
const SMALL_VALUES = 1000;
/** Keys of an object with additionalProperties (client_capabilities, field_data). */
const ANY_KEYS = 1000;
/** Bytes of form work between two turns of the event loop (about a millisecond each). */
const SLICE_BYTES = 256 * 1024;

export const tooManyFields = () => badRequest(`Too many form fields (limit: ${MAX_FORM_FIELDS})`);
export const listTooLong = (name: string, limit: number) => badRequest(`${name} is too long (limit: ${limit} elements)`);

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

// --- forms ---

const AMP = 0x26, EQ = 0x3d, PLUS = 0x2b, PCT = 0x25;
const hexVal = (c: number) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1);
const utf8 = new TextDecoder();

/** Percent-decodes bytes (`+` as a space; an invalid escape stays as it is), in slices. */
async function percentDecode(bytes: Uint8Array): Promise<string> {
  if (bytes.indexOf(PCT) < 0 && bytes.indexOf(PLUS) < 0) return utf8.decode(bytes);
  const out = new Uint8Array(bytes.length);
  let o = 0;
  for (let i = 0, sliceEnd = SLICE_BYTES; i < bytes.length; i++) {
    if (i >= sliceEnd) {
      sliceEnd += SLICE_BYTES;
      await turn();
    }
    const c = bytes[i];
    if (c === PLUS) out[o++] = 0x20;
    else if (c === PCT && i + 2 < bytes.length && hexVal(bytes[i + 1]) >= 0 && hexVal(bytes[i + 2]) >= 0) {
      out[o++] = hexVal(bytes[i + 1]) * 16 + hexVal(bytes[i + 2]);
      i += 2;
    } else out[o++] = c;
  }
  return utf8.decode(out.subarray(0, o));
}

/**
 * An application/x-www-form-urlencoded body as URLSearchParams reads it (WHATWG: `&`-separated, empty pairs
 * skipped, the first `=` splits, `+` is a space, percent-decoding, UTF-8 with replacement; the first occurrence of a
 * name wins, as lib/wire's parseForm), giving the event loop back every SLICE_BYTES of work.
 */
export async function parseUrlencoded(body: Uint8Array): Promise<Map<string, string>> {
  // Invalid UTF-8 is replaced before percent-decoding, as decoding the body to a string first does.
  const bytes = isUtf8(body) ? body : new TextEncoder().encode(utf8.decode(body));
  const fields = new Map<string, string>();
  let count = 0;
  let work = 0;
  // URLSearchParams built from a string drops one leading "?" (lib/wire's parseForm builds it so).
  for (let start = bytes[0] === 0x3f ? 1 : 0; start < bytes.length; ) {
    let end = bytes.indexOf(AMP, start);
    if (end < 0) end = bytes.length;
    if (end > start) {
      if (++count > MAX_FORM_FIELDS) throw tooManyFields();
      const pair = bytes.subarray(start, end);
      const eq = pair.indexOf(EQ);
      const name = await percentDecode(eq < 0 ? pair : pair.subarray(0, eq));
      const value = await percentDecode(eq < 0 ? pair.subarray(pair.length) : pair.subarray(eq + 1));
      if (!fields.has(name)) fields.set(name, value);
    }
    work += end - start + 64;
    if (work > SLICE_BYTES) {
      work = 0;
      await turn();
    }
    start = end + 1;
  }
  return fields;
}

/** Parts of a multipart body, counted (native search) up to one past the field limit, before it is parsed. */
export function checkMultipartParts(body: Uint8Array, contentType: string): void {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return; // the parser refuses it
  const delimiter = Buffer.from(`--${boundary}`);
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let parts = -1; // the closing delimiter ends the last part
  for (let at = buf.indexOf(delimiter); at >= 0; at = buf.indexOf(delimiter, at + delimiter.length))
    if (++parts > MAX_FORM_FIELDS) throw tooManyFields();
}

// --- JSON fields ---

export interface JsonBounds {
  /** nesting of arrays and objects a value may have */
  depth: number;
  /** the limit of the field's own list (its schema, or the list alternative of a oneOf), if it is one */
  topList?: number;
  /** commas plus opening brackets in all: an upper bound of the values of any valid value */
  values: number;
}

const alternatives = (s: JsonSchema): JsonSchema[] => [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])];
const isType = (s: JsonSchema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));
/** A list with a length limit, as opposed to a fixed-length tuple. */
export const listLimit = (s: JsonSchema): number | undefined =>
  typeof s.maxItems === "number" && s.minItems !== s.maxItems ? s.maxItems : undefined;

function depthOf(s: JsonSchema | undefined, seen: number): number {
  if (!s || typeof s !== "object" || seen > 8) return ANY_DEPTH;
  let d = 0;
  const alts = alternatives(s);
  for (const a of alts) d = Math.max(d, depthOf(a, seen + 1));
  if (isType(s, "array") || s.items || s.prefixItems) {
    const items = [s.items, ...(s.prefixItems ?? [])].filter(Boolean);
    d = Math.max(d, 1 + Math.max(0, ...items.map((i: JsonSchema) => depthOf(i, seen + 1))));
  }
  if (isType(s, "object") || s.properties || s.additionalProperties) {
    const props = Object.values<JsonSchema>(s.properties ?? {});
    const extra = typeof s.additionalProperties === "object" ? [s.additionalProperties] : s.additionalProperties === false ? [] : [{}];
    d = Math.max(d, 1 + Math.max(0, ...[...props, ...extra].map((p) => depthOf(p, seen + 1))));
  }
  if (s.type === undefined && alts.length === 0 && !s.items && !s.properties && s.enum === undefined && s.const === undefined) return ANY_DEPTH;
  return d;
}

function valuesOf(s: JsonSchema | undefined, seen: number): number {
  if (!s || typeof s !== "object" || seen > 8) return ANY_VALUES;
  let v = 1;
  const alts = alternatives(s);
  for (const a of alts) v = Math.max(v, valuesOf(a, seen + 1));
  if (isType(s, "array") || s.items || s.prefixItems) {
    const per = Math.max(1, ...[s.items, ...(s.prefixItems ?? [])].filter(Boolean).map((i: JsonSchema) => valuesOf(i, seen + 1)));
    v = Math.max(v, 1 + (typeof s.maxItems === "number" ? s.maxItems : MAX_JSON_VALUES) * per);
  }
  if (isType(s, "object") || s.properties || s.additionalProperties) {
    let sum = 1;
    for (const p of Object.values<JsonSchema>(s.properties ?? {})) sum += valuesOf(p, seen + 1);
    if (s.additionalProperties !== false) sum += (s.maxProperties ?? ANY_KEYS) * valuesOf(typeof s.additionalProperties === "object" ? s.additionalProperties : {}, seen + 1);
    v = Math.max(v, sum);
  }
  if (s.type === undefined && alts.length === 0 && !s.items && !s.properties && s.enum === undefined && s.const === undefined) return ANY_VALUES;
  return Math.min(v, MAX_JSON_VALUES);
}

function topListOf(s: JsonSchema): number | undefined {
  const own = isType(s, "array") ? listLimit(s) : undefined;
  if (own !== undefined) return own;
  for (const a of alternatives(s)) if (isType(a, "array") && listLimit(a) !== undefined) return listLimit(a);
  return undefined;
}

const boundsCache = new WeakMap<JsonSchema, JsonBounds>();
export function jsonBounds(schema: JsonSchema): JsonBounds {
  let b = boundsCache.get(schema);
  if (!b) {
    // Generous on purpose: the scan bounds the cost of parsing, and a value of the wrong shape that costs little
    // (an object where an integer is expected, a list nested a level too deep) still gets the schema check's own
    // message ("can_mention_group is not an integer"). Twice the values: objects may carry keys the schema does not
    // list (refused later, by name); at least SMALL_VALUES, which cost nothing to parse.
    b = {
      depth: depthOf(schema, 0) + SLACK_DEPTH,
      topList: topListOf(schema),
      values: Math.min(MAX_JSON_VALUES, Math.max(SMALL_VALUES, 2 * valuesOf(schema, 0) + 16)),
    };
    boundsCache.set(schema, b);
  }
  return b;
}

const QUOTE = 0x22, BACKSLASH = 0x5c, OPEN_A = 0x5b, CLOSE_A = 0x5d, OPEN_O = 0x7b, CLOSE_O = 0x7d, COMMA = 0x2c;

/**
 * Scans a JSON text before it is parsed: throws BAD_REQUEST at the first excess over `bounds`. Malformed JSON is
 * left to JSON.parse (its message is the server's usual one). Strings are skipped with native searches, so the
 * pass is linear and cheap: a few milliseconds for the largest body.
 */
export function scanJson(text: string, bounds: JsonBounds, name: string): void {
  let depth = 0;
  let tokens = 0;
  let topCommas = 0;
  let topIsArray = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let j = i;
      for (;;) {
        j = text.indexOf('"', j + 1);
        if (j < 0) return; // unterminated: JSON.parse refuses it
        let k = j - 1;
        while (text.charCodeAt(k) === BACKSLASH) k--;
        if ((j - k) % 2 === 1) break; // an even number of backslashes: the quote closes the string
      }
      i = j;
    } else if (c === OPEN_A || c === OPEN_O) {
      if (depth === 0) topIsArray = c === OPEN_A;
      if (++depth > bounds.depth) throw badRequest(`${name} is nested too deeply`);
      if (++tokens > bounds.values) throw badRequest(`${name} is too large`);
    } else if (c === CLOSE_A || c === CLOSE_O) {
      depth--;
    } else if (c === COMMA) {
      if (depth === 1 && topIsArray && bounds.topList !== undefined && ++topCommas + 1 > bounds.topList)
        throw listTooLong(name, bounds.topList);
      if (++tokens > bounds.values) throw badRequest(`${name} is too large`);
    }
  }
}

/**
 * The lists of a parsed value longer than their schema's limit, before any element is checked: the message names
 * the list as the schema check names elements (`drafts[0]["to"]`).
 */
export function listProblem(value: unknown, schema: JsonSchema | undefined, name: string, seen = 0): string | null {
  if (!schema || typeof schema !== "object" || seen > 16 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    const lists = [schema, ...alternatives(schema)].filter((s) => isType(s, "array") || s.items);
    for (const s of lists) {
      const limit = listLimit(s);
      if (limit !== undefined && value.length > limit) return `${name} is too long (limit: ${limit} elements)`;
    }
    for (const s of lists) {
      if (!s.items) continue;
      for (let i = 0; i < value.length; i++) {
        const e = listProblem(value[i], s.items, `${name}[${i}]`, seen + 1);
        if (e) return e;
      }
    }
    return null;
  }
  for (const s of [schema, ...alternatives(schema)]) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const e = listProblem(v, s.properties?.[k], `${name}["${k}"]`, seen + 1);
      if (e) return e;
    }
  }
  return null;
}
