// Request parameters, read strictly as the spec describes them (names, JSON encoding, types, enums,
// defaults, requiredness at the server's feature level) by lib/wire's decodeInputs, with the server's
// Zulip-style checks. Everything the operation does not declare is reported back as ignored_parameters_unsupported.
import { decodeInputs, decodesAsJson, MULTIPART, parseForm, readCapped, URLENCODED, WireError, type InputField } from "../../lib/wire/index.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { OperationView } from "../spec/index.ts";
import { checkMultipartParts, jsonBounds, listProblem, parseUrlencoded, scanJson } from "./bounded.ts";
import { check } from "./validate.ts";

export type FormFields = Map<string, string>;

export const tooLarge = (limit: number) =>
  new ApiError("BAD_REQUEST", `Request body too large (limit: ${limit} bytes)`, 413);

const asBadRequest = <T>(read: () => T): T => {
  try {
    return read();
  } catch (err) {
    throw err instanceof WireError ? badRequest(err.message) : err;
  }
};

/** A node:http request's body, read up to `limit` bytes (the same cap as readCapped). */
async function readIncoming(incoming: AsyncIterable<Uint8Array>, limit: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of incoming) {
    if (total + chunk.byteLength > limit) return { bytes: new Uint8Array(0), tooLarge: true };
    total += chunk.byteLength;
    chunks.push(chunk);
  }
  return { bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total), tooLarge: false };
}

/**
 * Form fields of a urlencoded or multipart body. Other content types carry no parameters (as in Zulip). Served over
 * node:http, the body is read from the incoming message itself: going through the Request's web stream makes the
 * adapter build a full Request and a stream around the socket, most of a small write's cost.
 */
export async function readForm(req: Request, limit: number, incoming?: Partial<AsyncIterable<Uint8Array>>): Promise<FormFields> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const direct = incoming && typeof incoming[Symbol.asyncIterator] === "function" && req.method !== "GET" && req.method !== "HEAD";
  if (!direct && !req.body) return new Map();
  const { bytes, tooLarge: over } = direct ? await readIncoming(incoming as AsyncIterable<Uint8Array>, limit) : await readCapped(req.body!, limit);
  if (over) throw tooLarge(limit);
  // Bounded work (bounded.ts): an urlencoded body is decoded in slices, a multipart one has its parts counted first.
  const type = req.headers.get("content-type") ?? "";
  if (type.toLowerCase().startsWith(URLENCODED)) return parseUrlencoded(bytes);
  if (type.toLowerCase().startsWith(MULTIPART)) checkMultipartParts(bytes, type);
  try {
    return await parseForm(bytes, req.headers.get("content-type"));
  } catch (err) {
    throw err instanceof WireError ? badRequest(err.message) : err;
  }
}

export interface ParsedParams {
  params: Record<string, any>;
  /** the names of the parameters that were sent */
  sent: Set<string>;
  ignored: string[];
}

/** The operation's fields as lib/wire reads them: under their name on the wire, stored under the current name. */
const inputFields = new WeakMap<OperationView, InputField[]>();
function fieldsOf(op: OperationView): InputField[] {
  let fields = inputFields.get(op);
  if (!fields) inputFields.set(op, (fields = op.fields.map((f) => ({ ...f, name: f.wire, key: f.name }))));
  return fields;
}

export function parseParams(
  op: OperationView,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  form: FormFields,
): ParsedParams {
  const fields = fieldsOf(op);
  // Bounded work (bounded.ts): a JSON field is scanned before it is parsed, and its lists are measured before their
  // elements are checked.
  for (const field of fields) {
    if (field.in === "path" || !decodesAsJson(field)) continue;
    const texts = [query.get(field.name), op.method === "GET" ? null : form.get(field.name)];
    for (const text of texts) if (text) scanJson(text, jsonBounds(field.schema), field.name);
  }
  // Hono has already percent-decoded path segments.
  return asBadRequest(() =>
    decodeInputs(fields, { method: op.method, pathParams, query, form }, (value, field) => listProblem(value, field.schema, field.name) ?? check(value, field.schema, field.name)),
  );
}
