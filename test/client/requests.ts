/**
 * Request values per operation, from the spec: arbitraries for the property tests, deterministic correct values
 * (the spec's examples, else a seeded sample) for the tests against the mock, and the server's view of a request
 * (what a server decodes, lib/wire's decodeRequest), all from lib/spec's operation listing (not from generated/, which the client uses).
 */
import fc from "fast-check";
import { listOperations, loadSpec, type JsonObject, type OperationInfo } from "../../lib/spec/index.ts";
import { decodeRequest } from "../../lib/wire/index.ts";
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

/** A path template filled with values, as the client spells it (`/users/iago%40zulip.com`): lib/wire's. */
export { fillPath } from "../../lib/wire/index.ts";

/** What a server decodes from a request the client sent: path parameters, query and form fields (lib/wire's reading). */
export const serverView = (op: OperationInfo, request: Request) => decodeRequest(op, request);
