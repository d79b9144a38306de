/**
 * Requests on the wire: the path with its parameters escaped, the query string, and form bodies
 * (`application/x-www-form-urlencoded` or `multipart/form-data`), encoded from values and read back from bytes.
 * No Node-only API: the client uses this module in browsers too.
 */
import { encodeValue } from "./values.ts";

export type FormEncoding = "urlencoded" | "multipart";

export const URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";

export interface EncodedBody {
  body: string | Uint8Array<ArrayBuffer>;
  /** The Content-Type header to send with `body` (with the multipart boundary). */
  contentType: string;
}

/** A request the server cannot read as the API's wire format; `message` is the server's answer. */
export class WireError extends Error {}

/** A path template with its parameters filled in and escaped (`/users/{email}` → `/users/iago%40zulip.com`). Missing ones stay `{name}`. */
export function fillPath(template: string, values: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    values?.[name] === undefined ? `{${name}}` : encodeURIComponent(encodeValue(values[name], false, { lenient: true })),
  );
}

/**
 * The (name, text) pairs of form fields, in the order given, leaving out undefined values: `jsonFields` travel as
 * JSON, the others as text (see encodeValue; `lenient` sends a list or object in a plain field as JSON).
 */
export function formEntries(values: Record<string, unknown>, jsonFields: Iterable<string>, options: { lenient?: boolean } = {}): [string, string][] {
  const json = new Set(jsonFields);
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, encodeValue(v, json.has(k), { name: k, lenient: options.lenient })]);
}

export interface FormOptions {
  jsonFields: Iterable<string>;
  encoding?: FormEncoding;
  /** A fixed multipart boundary (a random one by default). */
  boundary?: string;
  lenient?: boolean;
}

/** A form body from values (see formEntries). */
export function encodeForm(values: Record<string, unknown>, options: FormOptions): EncodedBody {
  return encodeFormEntries(formEntries(values, options.jsonFields, options), options.encoding, options.boundary);
}

/** A form body from (name, text) pairs, urlencoded (the default) or multipart. */
export function encodeFormEntries(entries: Iterable<[string, string]>, encoding: FormEncoding = "urlencoded", boundary?: string): EncodedBody {
  const list = [...entries];
  if (encoding === "urlencoded") return { body: new URLSearchParams(list).toString(), contentType: URLENCODED };
  return encodeMultipart(list, boundary);
}

const escapeName = (name: string) => name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `teamchat-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * multipart/form-data with one plain text part per field, values byte for byte (UTF-8). Serialized here rather
 * than through FormData: FormData turns every lone `\n` of a value into `\r\n` (as browsers do), and what the
 * server decodes must be what was given.
 */
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

/**
 * A query string (without `?`): JSON-encoded parameters (and objects) as JSON, strings as they are, booleans and
 * numbers as JSON literals (`true`/`false`), lists repeated.
 */
export function encodeQuery(values: Record<string, unknown> | undefined, jsonParams: Iterable<string> = []): string {
  const json = new Set(jsonParams);
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(values ?? {})) {
    if (v === undefined) continue;
    if (Array.isArray(v) && !json.has(k)) for (const item of v) search.append(k, encodeValue(item, false, { lenient: true }));
    else search.append(k, encodeValue(v, json.has(k) || (v !== null && typeof v === "object"), { lenient: true }));
  }
  return search.toString();
}

/**
 * The fields of a form body as a server reads them: urlencoded or multipart by the Content-Type, the first
 * occurrence of a repeated name winning, a file part read as text. Any other content type (JSON, none) carries no
 * fields, as in Zulip. A multipart body that does not parse is a WireError.
 */
export async function parseForm(body: string | Uint8Array, contentType: string | null | undefined): Promise<Map<string, string>> {
  const fields = new Map<string, string>();
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  if (bytes.byteLength === 0) return fields;
  const ct = (contentType ?? "").toLowerCase();
  if (ct.startsWith(URLENCODED)) {
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(bytes))) if (!fields.has(k)) fields.set(k, v);
  } else if (ct.startsWith(MULTIPART)) {
    let form: FormData;
    try {
      form = await new Response(bytes as unknown as BodyInit, { headers: { "content-type": contentType! } }).formData();
    } catch {
      throw new WireError("Malformed multipart/form-data request body");
    }
    for (const [k, v] of form) {
      if (fields.has(k)) continue;
      fields.set(k, typeof v === "string" ? v : await v.text());
    }
  }
  return fields;
}

/** The fields of a form body with the JSON-encoded ones parsed: the inverse of encodeForm. */
export async function decodeForm(
  body: string | Uint8Array,
  contentType: string,
  jsonFields: Iterable<string>,
): Promise<Record<string, unknown>> {
  const json = new Set(jsonFields);
  const fields = await parseForm(body, contentType);
  return Object.fromEntries([...fields].map(([k, v]) => [k, json.has(k) ? JSON.parse(v) : v]));
}
