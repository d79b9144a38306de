/**
 * The API's wire format, as a small programmatic API the client (and anyone else) can use:
 * form bodies (urlencoded or multipart) in which every field the spec's `encoding` marks `application/json` holds
 * JSON, and query strings whose booleans read `true`/`false`. Which fields are JSON-encoded comes from
 * generated/wire-format.ts (derived from openapi.yaml), never from a list written here.
 */
import { wireFormat } from "../generated/wire-format.ts";
import type { OperationWire } from "./wire-types.ts";

export type FormEncoding = "urlencoded" | "multipart";

export interface EncodedBody {
  body: string | Uint8Array<ArrayBuffer>;
  /** The Content-Type header to send with `body` (with the multipart boundary). */
  contentType: string;
}

export const URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";

/** The wire description of an operation, by openapi-fetch's method and path template (`POST`, `/streams/{stream_id}`). */
export function wireFor(method: string, path: string): OperationWire | undefined {
  return wireFormat[`${method.toUpperCase()} ${path}`];
}

/**
 * The form fields that travel JSON-encoded to a server at `featureLevel` (the newest level when omitted): the spec's
 * `encoding`, with `x-feature-level` encoding changes applied for older servers.
 */
export function jsonFieldsAt(wire: OperationWire, featureLevel?: number): Set<string> {
  const fields = new Set(wire.jsonBody);
  if (featureLevel === undefined) return fields;
  for (const [name, changes] of Object.entries(wire.bodyEncodingChanges)) {
    const pending = changes.find((c) => featureLevel < c.level);
    if (!pending) continue;
    if (pending.json) fields.add(name);
    else fields.delete(name);
  }
  return fields;
}

/**
 * The name each form field travels under to a server at `featureLevel`: its old name below the level it was renamed
 * at (e.g. `url_template` was `url_format_string` before 176). Current names at the newest level.
 */
export function fieldNameAt(wire: OperationWire, name: string, featureLevel?: number): string {
  const rename = wire.bodyRenames?.[name];
  return rename && featureLevel !== undefined && featureLevel < rename.at ? rename.from : name;
}

/** The values of a form body under the names a server at `featureLevel` reads. */
export function renameFieldsAt(wire: OperationWire, values: Record<string, unknown>, featureLevel?: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [fieldNameAt(wire, k, featureLevel), v]));
}

/** One field's value as it travels: JSON text for JSON-encoded fields, the string itself otherwise. */
export function encodeFieldValue(name: string, value: unknown, json: boolean): string {
  if (json) return JSON.stringify(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  throw new TypeError(`form field "${name}" is not JSON-encoded in the spec, so it must be a string, got ${value === null ? "null" : typeof value}`);
}

/** The (name, text) pairs of a form body, in the order given, leaving out undefined values. */
export function formEntries(values: Record<string, unknown>, jsonFields: Iterable<string>): [string, string][] {
  const json = new Set(jsonFields);
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, encodeFieldValue(k, v, json.has(k))]);
}

/**
 * A form body. Multipart is serialized here rather than through FormData: FormData turns every lone `\n` of a
 * value into `\r\n` (as browsers do), and the client promises that what the server decodes is what it was given.
 */
export function encodeForm(
  values: Record<string, unknown>,
  options: { jsonFields: Iterable<string>; encoding?: FormEncoding; boundary?: string },
): EncodedBody {
  const entries = formEntries(values, options.jsonFields);
  if ((options.encoding ?? "urlencoded") === "urlencoded") {
    return { body: new URLSearchParams(entries).toString(), contentType: URLENCODED };
  }
  return encodeMultipart(entries, options.boundary);
}

const escapeName = (name: string) => name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `teamchat-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** multipart/form-data with one plain text part per field (values byte for byte, UTF-8). */
export function encodeMultipart(entries: [string, string][], boundary?: string): EncodedBody {
  let b = boundary ?? randomBoundary();
  while (entries.some(([, v]) => v.includes(b))) {
    if (boundary) throw new Error("the multipart boundary occurs in a value");
    b = randomBoundary();
  }
  const text =
    entries.map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${escapeName(k)}"\r\n\r\n${v}\r\n`).join("") +
    `--${b}--\r\n`;
  return { body: new TextEncoder().encode(text), contentType: `${MULTIPART}; boundary=${b}` };
}

/** A query string (without `?`): booleans `true`/`false`, JSON-encoded parameters as JSON, lists repeated. */
export function encodeQuery(values: Record<string, unknown> | undefined, jsonParams: Iterable<string> = []): string {
  const json = new Set(jsonParams);
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(values ?? {})) {
    if (v === undefined) continue;
    if (json.has(k) || (v !== null && typeof v === "object" && !Array.isArray(v))) search.append(k, JSON.stringify(v));
    else if (Array.isArray(v)) for (const item of v) search.append(k, String(item));
    else search.append(k, String(v));
  }
  return search.toString();
}

/**
 * What a server decodes from a form body: the fields, with JSON-encoded ones parsed. The inverse of encodeForm,
 * used by the tests (and usable by a server or a mock).
 */
export async function decodeForm(
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  jsonFields: Iterable<string>,
): Promise<Record<string, unknown>> {
  const json = new Set(jsonFields);
  const entries: [string, string][] = contentType.startsWith(MULTIPART)
    ? [...(await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData()).entries()].map(
        ([k, v]) => [k, typeof v === "string" ? v : ""],
      )
    : [...new URLSearchParams(typeof body === "string" ? body : new TextDecoder().decode(body)).entries()];
  return Object.fromEntries(entries.map(([k, v]) => [k, json.has(k) ? JSON.parse(v) : v]));
}
