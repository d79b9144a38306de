/**
 * Request values per operation, from the spec: arbitraries for the property tests, deterministic correct values
 * (the spec's examples, else a seeded sample) for the tests against the mock, and the server's view of a request
 * (what a server decodes), all from lib/spec's operation listing (not from generated/, which the client uses).
 */
import fc from "fast-check";
import { listOperations, loadSpec, type JsonObject, type OperationInfo } from "../../lib/spec/index.ts";
import { arbitraryFor } from "./arbitrary.ts";

export const SPEC = loadSpec();
export const OPERATIONS: OperationInfo[] = listOperations(SPEC);
export const SEED_OPERATIONS = OPERATIONS.filter((o) => !o.beyondSeed);

export interface RequestValues {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

const objectSchema = (fields: { name: string; required: boolean; schema: JsonObject }[]): JsonObject => ({
  type: "object",
  properties: Object.fromEntries(fields.map((f) => [f.name, f.schema])),
  required: fields.filter((f) => f.required).map((f) => f.name),
});

/** Arbitrary path parameters, query and body of an operation (a body whenever the operation takes one). */
export function requestArbitrary(op: OperationInfo): fc.Arbitrary<RequestValues> {
  const path = op.parameters.filter((p) => p.in === "path");
  const query = op.parameters.filter((p) => p.in === "query");
  return fc.record({
    // A path segment cannot be empty, and URLs resolve `.` and `..` segments (even as %2E%2E): no client can send them.
    path: arbitraryFor(
      objectSchema(path.map((p) => ({ ...p, required: true, schema: p.schema.type === "string" ? { ...p.schema, minLength: 1 } : p.schema }))),
    ).filter((v) => Object.values(v as object).every((x) => x !== "." && x !== "..")) as fc.Arbitrary<Record<string, unknown>>,
    query: arbitraryFor(objectSchema(query)) as fc.Arbitrary<Record<string, unknown>>,
    body: op.body
      ? (arbitraryFor(objectSchema(op.body.fields)) as fc.Arbitrary<Record<string, unknown>>)
      : fc.constant(undefined),
  });
}

const sample = (schema: JsonObject) => fc.sample(arbitraryFor(schema), { seed: 42, numRuns: 1 })[0];

/** Correct values for an operation: its examples where the spec has them, else a seeded sample of the schema. */
export function correctRequest(op: OperationInfo): RequestValues {
  const params = [...(op.operation.parameters ?? [])] as JsonObject[];
  const exampleOf = (name: string, schema: JsonObject) => {
    const p = params.find((x) => x.name === name);
    return p?.example ?? schema.example ?? sample(schema);
  };
  const path = Object.fromEntries(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, exampleOf(p.name, p.schema)]));
  const query = Object.fromEntries(
    op.parameters.filter((p) => p.in === "query" && p.required).map((p) => [p.name, exampleOf(p.name, p.schema)]),
  );
  let body: Record<string, unknown> | undefined;
  if (op.body) {
    const media = op.operation.requestBody.content["application/x-www-form-urlencoded"];
    const example = media?.example ?? {};
    const values: Record<string, unknown> = { ...example };
    for (const f of op.body.fields) if (f.required && !(f.name in values)) values[f.name] = f.schema.example ?? sample(f.schema);
    body = values;
  }
  return { path, query, body };
}

/** A path template filled with values, as the client spells it (`/users/iago%40zulip.com`). */
export const fillPath = (template: string, values: Record<string, unknown>) =>
  template.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(values[name])));

function decodeScalar(text: string, schema: JsonObject, json: boolean): unknown {
  if (json) return JSON.parse(text);
  const types = [schema.type].flat();
  if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** What a server decodes from a request the client sent: path parameters, query and form fields. */
export async function serverView(op: OperationInfo, request: Request): Promise<RequestValues & { contentType: string | null }> {
  const url = new URL(request.url);
  const prefix = "/api/v1";
  const actual = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
  const template = op.path.split("/");
  const segments = actual.split("/");
  const path: Record<string, unknown> = {};
  if (template.length !== segments.length) throw new Error(`path ${actual} does not match ${op.path}`);
  template.forEach((t, i) => {
    const m = /^\{(.+)\}$/.exec(t);
    if (!m) {
      if (t !== segments[i]) throw new Error(`path ${actual} does not match ${op.path}`);
      return;
    }
    const p = op.parameters.find((x) => x.in === "path" && x.name === m[1])!;
    path[m[1]] = decodeScalar(decodeURIComponent(segments[i]), p.schema, false);
  });
  const query: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) {
    const p = op.parameters.find((x) => x.in === "query" && x.name === k);
    query[k] = p ? decodeScalar(v, p.schema, p.jsonEncoded) : v;
  }
  const contentType = request.headers.get("content-type");
  let body: Record<string, unknown> | undefined;
  const raw = new Uint8Array(await request.arrayBuffer());
  if (raw.length > 0 || contentType) {
    const entries: [string, string][] = contentType?.startsWith("multipart/form-data")
      ? [...(await new Response(raw, { headers: { "content-type": contentType } }).formData()).entries()].map(([k, v]) => [k, String(v)])
      : [...new URLSearchParams(new TextDecoder().decode(raw))];
    body = {};
    for (const [k, v] of entries) {
      const f = op.body?.fields.find((x) => x.name === k);
      body[k] = f?.jsonEncoded ? JSON.parse(v) : v;
    }
  }
  return { path, query, body, contentType };
}
