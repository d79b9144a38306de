// Request parameters, read strictly as the spec describes them (names, JSON encoding, types, enums,
// defaults, requiredness at the server's feature level). Everything the operation does not declare is
// reported back as ignored_parameters_unsupported.
import { ApiError, badRequest } from "../errors.ts";
import type { FieldView, OperationView } from "../spec/index.ts";
import { admittedTypes, check } from "./validate.ts";

export type FormFields = Map<string, string>;

export const tooLarge = (limit: number) =>
  new ApiError("BAD_REQUEST", `Request body too large (limit: ${limit} bytes)`, 413);

async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** Form fields of a urlencoded or multipart body. Other content types carry no parameters (as in Zulip). */
export async function readForm(req: Request, limit: number): Promise<FormFields> {
  const fields: FormFields = new Map();
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!req.body) return fields;
  const bytes = await readLimited(req.body, limit);
  if (bytes.byteLength === 0) return fields;
  const ct = (req.headers.get("content-type") ?? "").toLowerCase();
  if (ct.startsWith("application/x-www-form-urlencoded")) {
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(bytes))) if (!fields.has(k)) fields.set(k, v);
  } else if (ct.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(bytes as unknown as BodyInit, { headers: { "content-type": req.headers.get("content-type")! } }).formData();
    } catch {
      throw badRequest("Malformed multipart/form-data request body");
    }
    for (const [k, v] of form) {
      if (fields.has(k)) continue;
      fields.set(k, typeof v === "string" ? v : await v.text());
    }
  }
  return fields;
}

function decode(field: FieldView, raw: string): unknown {
  const types = admittedTypes(field.schema);
  const onlyString = types.size === 1 && types.has("string");
  if (onlyString && !field.jsonEncoded) return raw;
  try {
    const v = JSON.parse(raw);
    // A JSON-encoded string field, or a value of one of the admitted non-string types.
    return v;
  } catch {
    if (types.has("string") && !onlyString) return raw; // e.g. message_retention_days=unlimited
    if (types.has("any")) return raw;
    if (types.size === 1 && types.has("boolean")) throw badRequest(`${field.wire} is not a boolean`);
    if ([...types].every((t) => t === "integer" || t === "null")) throw badRequest(`${field.wire} is not an integer`);
    throw badRequest(`Argument "${field.wire}" is not valid JSON.`);
  }
}

export interface ParsedParams {
  params: Record<string, any>;
  /** the names of the parameters that were sent */
  sent: Set<string>;
  ignored: string[];
}

export function parseParams(
  op: OperationView,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  form: FormFields,
): ParsedParams {
  const supplied = new Map<string, string>();
  for (const [k, v] of query) if (!supplied.has(k)) supplied.set(k, v);
  // Zulip reads both the query string and the form body of non-GET requests; the body wins.
  if (op.method !== "GET") for (const [k, v] of form) supplied.set(k, v);

  const params: Record<string, any> = {};
  const sent = new Set<string>();
  const used = new Set<string>();
  for (const field of op.fields) {
    if (field.in === "path") {
      const raw = pathParams[field.wire] ?? "";
      // Hono has already percent-decoded path segments.
      if (!admittedTypes(field.schema).has("integer")) params[field.name] = raw;
      else if (/^-?[0-9]+$/.test(raw)) params[field.name] = Number(raw);
      else throw badRequest(`${field.wire} is not an integer`);
      continue;
    }
    used.add(field.wire);
    const raw = supplied.get(field.wire);
    if (raw === undefined) {
      if (field.required) throw badRequest(`Missing '${field.wire}' argument`);
      if (field.schema.default !== undefined) params[field.name] = structuredClone(field.schema.default);
      continue;
    }
    const value = decode(field, raw);
    const error = check(value, field.schema, field.wire);
    if (error) throw badRequest(error);
    params[field.name] = value;
    sent.add(field.name);
  }
  const ignored = [...supplied.keys()].filter((k) => !used.has(k));
  return { params, sent, ignored };
}
