/**
 * Whole requests of one operation, driven by lib/spec's OperationInfo (`parameters[].jsonEncoded`,
 * `body.fields[].jsonEncoded`): decoded inputs to the wire and back, and the server's strict reading of a request.
 */
import type { JsonObject } from "../spec/types.ts";
import { matchOperation, type OperationInfo } from "../spec/operations.ts";
import { encodeForm, encodeQuery, fillPath, parseForm, WireError, type EncodedBody, type FormEncoding } from "./form.ts";
import { decodePathValue, decodeValue, type Decoded, type WireValueField } from "./values.ts";

/** The part of an operation the codec reads (lib/spec's OperationInfo has it). */
export interface WireOperation {
  method: string;
  path: string;
  parameters: { name: string; in: string; jsonEncoded: boolean; schema?: JsonObject }[];
  body: { fields: { name: string; jsonEncoded: boolean; schema?: JsonObject }[] } | null;
}

/** An operation's decoded inputs: path parameters, query parameters, form fields. */
export interface RequestInputs {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** The query parameters the spec declares with `content: application/json`. */
export const jsonQueryOf = (op: WireOperation): string[] => op.parameters.filter((p) => p.in === "query" && p.jsonEncoded).map((p) => p.name);

/** The form fields the spec's `encoding` marks `application/json`. */
export const jsonBodyOf = (op: WireOperation): string[] => (op.body?.fields ?? []).filter((f) => f.jsonEncoded).map((f) => f.name);

export interface EncodedRequest {
  /** The path with its parameters filled in and escaped, relative to the API root. */
  path: string;
  /** The query string, without `?` (empty when there is none). */
  query: string;
  /** The form body, when inputs.body was given. */
  body?: EncodedBody;
}

/** An operation's inputs on the wire, as the spec says they travel. */
export function encodeRequest(
  op: WireOperation,
  inputs: RequestInputs,
  options: { encoding?: FormEncoding; boundary?: string; lenient?: boolean } = {},
): EncodedRequest {
  const out: EncodedRequest = { path: fillPath(op.path, inputs.path), query: encodeQuery(inputs.query, jsonQueryOf(op)) };
  if (inputs.body !== undefined) out.body = encodeForm(inputs.body, { jsonFields: jsonBodyOf(op), ...options });
  return out;
}

const must = (d: Decoded): unknown => {
  if (!d.ok) throw new WireError(d.error);
  return d.value;
};

/**
 * What a server decodes from a request of `op`: path parameters, query parameters and form fields, each read as
 * the spec says (see decodeValue), separately. `apiRoot` is the path prefix before the operation's path.
 */
export async function decodeRequest(
  op: WireOperation,
  request: Request,
  apiRoot = "/api/v1",
): Promise<RequestInputs & { path: Record<string, unknown>; query: Record<string, unknown>; contentType: string | null }> {
  const url = new URL(request.url);
  const actual = url.pathname.startsWith(apiRoot) ? url.pathname.slice(apiRoot.length) : url.pathname;
  const match = matchOperation([op as unknown as OperationInfo], request.method, actual);
  if (!match) throw new WireError(`path ${actual} does not match ${op.path}`);
  const param = (name: string, location: string) => op.parameters.find((p) => p.in === location && p.name === name);
  const path = Object.fromEntries(
    Object.entries(match.pathParams).map(([k, v]) => [k, must(decodePathValue({ jsonEncoded: false, ...param(k, "path"), name: k }, v))]),
  );
  const query: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) {
    const p = param(k, "query");
    query[k] = p ? must(decodeValue(p, v)) : v;
  }
  const contentType = request.headers.get("content-type");
  const raw = new Uint8Array(await request.arrayBuffer());
  let body: Record<string, unknown> | undefined;
  if (raw.length > 0 || contentType) {
    body = {};
    for (const [k, v] of await parseForm(raw, contentType)) {
      const f = op.body?.fields.find((x) => x.name === k);
      body[k] = f ? must(decodeValue(f, v)) : v;
    }
  }
  return { path, query, body, contentType };
}

/** One input as the server reads it. */
export interface InputField extends WireValueField {
  in: "path" | "query" | "body";
  required: boolean;
  schema: JsonObject;
  /** The name the decoded value is stored under (the current name of a renamed field); `name` by default. */
  key?: string;
}

export interface DecodedInputs {
  /** Values by key, with the schema's default for an optional input that was not sent. */
  params: Record<string, any>;
  /** The keys of the inputs that were sent. */
  sent: Set<string>;
  /** The names sent that the operation does not have (ignored_parameters_unsupported). */
  ignored: string[];
}

/** The fields of an operation as InputFields (path and query parameters, then form fields). */
export function inputFieldsOf(op: Pick<OperationInfo, "parameters" | "body">): InputField[] {
  return [
    ...op.parameters
      .filter((p) => p.in === "path" || p.in === "query")
      .map((p) => ({ name: p.name, in: p.in as "path" | "query", required: p.required, schema: p.schema, jsonEncoded: p.jsonEncoded })),
    ...(op.body?.fields ?? []).map((f) => ({ name: f.name, in: "body" as const, required: f.required, schema: f.schema, jsonEncoded: f.jsonEncoded })),
  ];
}

/**
 * The server's strict reading of a request's inputs, field by field in the spec's order: a path parameter
 * (already percent-decoded) as decodePathValue reads it; a query parameter, or for a method other than GET a form
 * field (the body wins over the query, as in Zulip), as decodeValue reads it. The first problem is a WireError with
 * the server's message: a malformed value, `Missing 'name' argument`, or what `check` says of a decoded value.
 */
export function decodeInputs(
  fields: readonly InputField[],
  sources: { method: string; pathParams: Record<string, string>; query: Iterable<[string, string]>; form?: Map<string, string> },
  check: (value: unknown, field: InputField) => string | null = () => null,
): DecodedInputs {
  const supplied = new Map<string, string>();
  for (const [k, v] of sources.query) if (!supplied.has(k)) supplied.set(k, v);
  if (sources.method.toUpperCase() !== "GET") for (const [k, v] of sources.form ?? []) supplied.set(k, v);

  const params: Record<string, any> = {};
  const sent = new Set<string>();
  const used = new Set<string>();
  for (const field of fields) {
    const key = field.key ?? field.name;
    if (field.in === "path") {
      params[key] = must(decodePathValue(field, sources.pathParams[field.name] ?? ""));
      continue;
    }
    used.add(field.name);
    const text = supplied.get(field.name);
    if (text === undefined) {
      if (field.required) throw new WireError(`Missing '${field.name}' argument`);
      if (field.schema.default !== undefined) params[key] = structuredClone(field.schema.default);
      continue;
    }
    const value = must(decodeValue(field, text));
    const error = check(value, field);
    if (error) throw new WireError(error);
    params[key] = value;
    sent.add(key);
  }
  const ignored = [...supplied.keys()].filter((k) => !used.has(k));
  return { params, sent, ignored };
}
