/**
 * Small tables derived from openapi.yaml that the client needs at run time (written to generated/ by
 * `npm run generate`), so the client never hard-codes a field list.
 */
import { listOperations, loadSpec, newestLevel, readSpec, type JsonObject } from "../../lib/spec/index.ts";
import type { EncodingChange, FieldRename, LevelRange, OperationLevels, OperationWire } from "../../client/wire-types.ts";

const range = (fl: JsonObject | undefined): LevelRange | undefined => {
  if (!fl) return undefined;
  const out: LevelRange = {};
  for (const k of ["added", "deprecated", "removed"] as const) if (fl[k] !== undefined) out[k] = fl[k];
  return Object.keys(out).length ? out : undefined;
};

/** Keyed `METHOD /path`, as openapi-fetch's methods and path templates spell them. */
export function wireTable(doc: JsonObject = loadSpec()): Record<string, OperationWire> {
  const table: Record<string, OperationWire> = {};
  for (const op of listOperations(doc)) {
    const bodyEncodingChanges: Record<string, EncodingChange[]> = {};
    const bodyRenames: Record<string, FieldRename> = {};
    for (const f of op.body?.fields ?? []) {
      const renamed = f.schema["x-feature-level"]?.renamed;
      if (renamed) bodyRenames[f.name] = { from: renamed.from, at: renamed.at };
      const changes = (f.schema["x-feature-level"]?.changed ?? [])
        .filter((c: JsonObject) => c.before && "encoding" in c.before)
        .map((c: JsonObject) => ({ level: c.level, json: c.before.encoding === "application/json" }))
        .sort((a: EncodingChange, b: EncodingChange) => a.level - b.level);
      if (changes.length) bodyEncodingChanges[f.name] = changes;
    }
    table[`${op.method.toUpperCase()} ${op.path}`] = {
      operationId: op.operationId,
      jsonQuery: op.parameters.filter((p) => p.in === "query" && p.jsonEncoded).map((p) => p.name),
      jsonBody: (op.body?.fields ?? []).filter((f) => f.jsonEncoded).map((f) => f.name),
      bodyEncodingChanges,
      bodyMediaTypes: op.body?.mediaTypes ?? [],
      bodyRenames,
    };
  }
  return table;
}

/** Feature levels of every operation and of its parameters and form fields, keyed by operationId. */
export function levelTable(doc: JsonObject = loadSpec()): Record<string, OperationLevels> {
  const table: Record<string, OperationLevels> = {};
  for (const op of listOperations(doc)) {
    const fields: Record<string, LevelRange> = {};
    for (const p of op.parameters) {
      const r = range(op.operation.parameters?.find((x: JsonObject) => x.name === p.name)?.["x-feature-level"]);
      if (r) fields[p.name] = r;
    }
    for (const f of op.body?.fields ?? []) {
      const r = range(f.schema["x-feature-level"]);
      if (r) fields[f.name] = r;
    }
    table[op.operationId] = { method: op.method.toUpperCase(), path: op.path, ...range(op.operation["x-feature-level"]), fields };
  }
  return table;
}

export const newestFeatureLevel = (): number => newestLevel(readSpec());
