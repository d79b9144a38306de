// The edges of every type, as wire values: what a server written from the seed alone most often crashes on
// (integers wider than any machine word, deeply nested or malformed JSON, over-long strings, NUL, bad
// percent-encoding). The sweep (engine/phase-sweep.ts) sends each edge of each parameter of each operation, every
// run, in an otherwise valid request. Edges come in families: the values of one family share one likely cause
// (an integer overflow, a recursive JSON parser), ordered from the mildest, so the sweep stops a family at its first
// failure and reports that value; a sized edge (a depth, a length, a number of digits) is shrunk to the smallest size
// that still fails.
import { decodesAsJson } from "../../lib/wire/index.ts";
import { kindOf, withoutNull, type Schema } from "./schema.ts";
import type { Location } from "./request.ts";
import type { WireField } from "./wire.ts";

export interface Edge {
  /** The likely cause shared by the family's values: the finding's cause, stable across runs. */
  family: string;
  /** This value, in words ("2^64 + 1", "nested 20,000 deep"). */
  label: string;
  /** The wire string (or, when `raw`, the already percent-encoded text sent as it is). */
  wire: string;
  /** Sent byte for byte without percent-encoding (bad escapes, invalid UTF-8). */
  raw?: true;
  /**
   * A value a lenient parser may fairly read as a valid one (`007` as 7, `True` as true, `%zz` as text): only crashes
   * and hangs are judged, never whether it was accepted.
   */
  lenient?: true;
  /** A value of the family at any size: shrinking looks for the smallest failing size from `min` to `size`. */
  sized?: { size: number; min: number; at(n: number): string; unit: string };
}

/** How deep nested JSON goes: deeper than a recursive parser's stack (Python's 1,000, V8's ~4,000). */
export const DEEP_JSON = 20_000;
/** The long string: longer than any column, header or buffer a server would size for a name. */
export const LONG_STRING = 100_000;
/** The long JSON list. */
export const LONG_LIST = 100_000;

/** Families a lenient parser may read as valid values: judged for crashes and hangs only. */
const LENIENT = new Set(["integer in another textual form", "boolean in another form", "bad percent-encoding", "invalid UTF-8", "JSON with unusual text", "duplicate keys"]);

/**
 * Sizes in a URL (path and query) stay below the request-line limits of common HTTP servers (8 to 16 KB: Node's
 * 16 KB, nginx's 8 KB buffers), which refuse longer lines before the application sees them (the seed shows no request
 * size limit, so such a refusal is fair and says nothing): 1,200 levels (3.6 KB percent-encoded) is still past Python's recursion limit.
 */
export const URL_SIZES: Sizes = { deep: 1_200, long: 6_000, list: 1_000 };

interface Sizes {
  deep: number;
  long: number;
  list: number;
}
const BODY_SIZES: Sizes = { deep: DEEP_JSON, long: LONG_STRING, list: LONG_LIST };
const longList = (n: number) => `[${Array(n).fill("1").join(",")}]`;
const deepArray = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
const digits = (n: number) => "9".repeat(n);

/** The families of integers wider than any test organization's IDs: a success on one names another object. */
const BEYOND = { 32: "integer beyond 32 bits", 53: "integer beyond 53 bits", 64: "integer beyond 64 bits" } as const;
export const WIDE_INTEGER_FAMILIES: ReadonlySet<string> = new Set(Object.values(BEYOND));

/**
 * A parameter naming stored objects by ID, or a list of them, by its name: `stream_id`, `user_ids`, `members`, `to`.
 * Not an event ID: `last_event_id` counts positions in a queue, and what a server does past the last is not shown.
 */
export function namesStoredObjects(name: string): boolean {
  return /(^|_)ids?$|^members$|^to$/.test(name) && !/event_id$/.test(name);
}

/** Whether a schema admits an integer or a list of integers (`to`: an integer or a list). */
export function holdsIntegers(s: Schema): boolean {
  return kindsOf(s).has("integer") || itemsAreIntegers(s);
}

/** The number the textual forms spell: past any test organization's IDs (0x773593c1 is the same number). */
const TEXTUAL = "1999999937";

/** Integers of every magnitude and sign, and in every textual form the wire allows. */
function integerEdges(inList: boolean): Edge[] {
  const wrap = (s: string) => (inList ? `[${s}]` : s);
  const e = (family: string, label: string, text: string): Edge => ({ family, label, wire: wrap(text), ...(LENIENT.has(family) ? { lenient: true as const } : {}) });
  return [
    e(BEYOND[32], "2^31", "2147483648"),
    e(BEYOND[32], "2^32 + 1", "4294967297"),
    e(BEYOND[53], "2^53 + 1", "9007199254740993"),
    e(BEYOND[64], "2^63", "9223372036854775808"),
    e(BEYOND[64], "2^64 + 1", "18446744073709551617"),
    {
      family: BEYOND[64],
      label: "400 digits",
      wire: wrap(digits(400)),
      sized: { size: 400, min: 20, at: (n) => wrap(digits(n)), unit: "digits" },
    },
    e("negative integer", "-1", "-1"),
    e("negative integer", "-2^31 - 1", "-2147483649"),
    e("negative integer", "-2^63 - 1", "-9223372036854775809"),
    e("negative integer", "-(20 digits)", `-${digits(20)}`),
    e("zero", "0", "0"),
    // Of a number no object has as its ID: a lenient reading (Python's int(), JSON's 1.999999937e9) names nothing,
    // so a writing request that a lenient server accepts still changes nothing.
    e("integer in another textual form", "leading zeros", `00${TEXTUAL}`),
    e("integer in another textual form", "plus sign", `+${TEXTUAL}`),
    e("integer in another textual form", "exponent", "1.999999937e9"),
    e("integer in another textual form", "trailing .0", `${TEXTUAL}.0`),
    e("integer in another textual form", "hexadecimal", "0x773593c1"),
    e("integer in another textual form", "surrounding spaces", ` ${TEXTUAL} `),
    e("integer in another textual form", "negative zero", "-0"),
    e("number that is not an integer", "fraction", "1.5"),
    e("number that is not an integer", "1e400 (overflows a double)", "1e400"),
    e("number that is not an integer", "NaN", "NaN"),
    e("number that is not an integer", "Infinity", "Infinity"),
  ];
}

const NON_ASCII = [
  ["emoji outside the BMP", "\u{1F600}\u{1F469}\u200D\u{1F4BB}"],
  ["right-to-left override", "\u202Eabc"],
  ["zero-width and combining characters", "a\u200B\u0301\uFEFF"],
  ["CJK and accents", "\u4F60\u597D \u00E9\u00E8"],
] as const;

/** Strings: empty, very long, control characters, NUL, unusual Unicode, invalid UTF-8, bad percent-encoding. */
function stringEdges(s: Schema, location: Location, sizes: Sizes): Edge[] {
  const out: Edge[] = [
    { family: "empty string", label: "empty", wire: "" },
    {
      family: "long string",
      label: `${sizes.long.toLocaleString("en")} characters`,
      wire: "x".repeat(sizes.long),
      sized: { size: sizes.long, min: 1, at: (n) => "x".repeat(n), unit: "characters" },
    },
    { family: "NUL character", label: "NUL in the middle", wire: "a\u0000b" },
    { family: "control characters", label: "C0 controls and DEL", wire: "a\u0001\u001b\u007fb" },
    { family: "control characters", label: "CR LF", wire: "a\r\nb" },
    ...NON_ASCII.map(([label, wire]) => ({ family: "unusual Unicode", label, wire })),
    { family: "bad percent-encoding", label: "%zz", wire: "a%zzb", raw: true, lenient: true },
    { family: "bad percent-encoding", label: "lone %", wire: "a%", raw: true, lenient: true },
    { family: "invalid UTF-8", label: "bytes FF FE", wire: "a%FF%FEb", raw: true, lenient: true },
    { family: "invalid UTF-8", label: "encoded surrogate ED A0 80", wire: "a%ED%A0%80b", raw: true, lenient: true },
  ];
  if (typeof s.maxLength === "number") out.push({ family: "string past its limit", label: `${s.maxLength + 1} characters`, wire: "x".repeat(s.maxLength + 1) });
  // A path value cannot be empty (the request would reach another route) and has no place for CR LF.
  return location === "path" ? out.filter((e) => e.family !== "empty string" && e.label !== "CR LF") : out;
}

/** Booleans in every form a form field might carry. */
function booleanEdges(): Edge[] {
  return ["True", "TRUE", "1", "0", "yes", "on", "", "null", "2", "tru"].map((wire) => ({ family: "boolean in another form", label: JSON.stringify(wire), wire, lenient: true as const }));
}

/** JSON-encoded fields: malformed, deeply nested, very long, duplicate keys, another JSON type. */
function jsonEdges(s: Schema, sizes: Sizes): Edge[] {
  const out: Edge[] = [
    { family: "malformed JSON", label: "unclosed list", wire: "[1," },
    { family: "malformed JSON", label: "unclosed object", wire: '{"a":' },
    { family: "malformed JSON", label: "single quotes", wire: "{'a': 1}" },
    { family: "malformed JSON", label: "trailing garbage", wire: "[1]x" },
    {
      family: "deeply nested JSON",
      label: `list nested ${sizes.deep.toLocaleString("en")} deep`,
      wire: deepArray(sizes.deep),
      sized: { size: sizes.deep, min: 1, at: deepArray, unit: "levels" },
    },
    {
      family: "deeply nested JSON",
      label: `object nested ${sizes.deep.toLocaleString("en")} deep`,
      wire: deepObject(sizes.deep),
      sized: { size: sizes.deep, min: 1, at: deepObject, unit: "levels" },
    },
    {
      family: "very long JSON",
      label: `list of ${sizes.list.toLocaleString("en")} items`,
      wire: longList(sizes.list),
      sized: { size: sizes.list, min: 1, at: longList, unit: "items" },
    },
    { family: "duplicate keys", label: 'duplicate key "a"', wire: '{"a":1,"a":2}', lenient: true },
    { family: "JSON of another type", label: "null", wire: "null" },
    { family: "JSON of another type", label: "a string", wire: '"x"' },
    { family: "JSON of another type", label: "a number", wire: TEXTUAL },
    { family: "JSON of another type", label: "an object", wire: "{}" },
    { family: "JSON of another type", label: "a list of objects", wire: "[{}]" },
    { family: "JSON of another type", label: "a list of lists", wire: "[[1]]" },
    { family: "JSON of another type", label: "a list of strings", wire: '["x"]' },
    { family: "JSON with unusual text", label: "escaped NUL", wire: '["\\u0000"]', lenient: true },
    { family: "JSON with unusual text", label: "lone surrogate escape", wire: '["\\ud800"]', lenient: true },
  ];
  return itemsAreIntegers(s) ? [...out, ...integerEdges(true)] : out;
}

function itemsAreIntegers(s: Schema): boolean {
  const items = s?.items ?? (s?.oneOf ?? s?.anyOf ?? []).find((b: Schema) => b?.items)?.items;
  return !!items && kindOf(items) === "integer";
}

/** The kinds a field's schema admits (a union admits several: `message_retention_days` is a string or an integer). */
function kindsOf(s: Schema): Set<string> {
  const k = kindOf(s);
  if (k === "nullable") return kindsOf(withoutNull(s));
  if (k === "union") return new Set((s.oneOf ?? s.anyOf).flatMap((b: Schema) => [...kindsOf(b)]));
  if (k === "enum") return new Set(s.enum.map((v: unknown) => (Number.isInteger(v) ? "integer" : typeof v)));
  if (k === "const") return new Set([Number.isInteger(s.const) ? "integer" : typeof s.const]);
  return new Set([k]);
}

/** Every edge of a field, by what its schema admits and how it travels (JSON or plain text). */
export function edgesOf(field: Pick<WireField, "schema" | "jsonEncoded">, location: Location): Edge[] {
  const kinds = kindsOf(field.schema);
  const json = decodesAsJson(field);
  const sizes = location === "body" ? BODY_SIZES : URL_SIZES;
  const out: Edge[] = [];
  if (kinds.has("array") || kinds.has("object")) out.push(...jsonEdges(field.schema, sizes));
  if (kinds.has("integer") || kinds.has("number")) out.push(...integerEdges(false));
  if (kinds.has("boolean")) out.push(...booleanEdges());
  if (kinds.has("string") || kinds.has("any")) out.push(...stringEdges(field.schema, location, sizes));
  // A field read as JSON (an integer, a boolean) still gets malformed and nested JSON: a parser sees them first.
  if (json && !kinds.has("array") && !kinds.has("object")) out.push(...jsonEdges({}, sizes).filter((e) => e.family === "malformed JSON" || e.family === "deeply nested JSON"));
  const seen = new Set<string>();
  return out.filter((e) => !seen.has(`${e.raw ? "raw " : ""}${e.wire}`) && !!seen.add(`${e.raw ? "raw " : ""}${e.wire}`));
}
