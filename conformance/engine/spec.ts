// The engine's view of openapi.yaml, through lib/spec: loaded once, then seen "at a level" (what a server at that
// feature level promises). Operations carry the spec's x- data (required role, errors, pointers) as lib/spec
// lists them; the only thing added here is the full-spec schema of each input, for invalid values.
import {
  compileResponseValidator,
  createAjv,
  listOperations,
  loadSpec,
  newestLevel,
  readSpec,
  SPEC_PATH,
  specFileHash,
  type JsonObject,
  type OperationInfo,
  type ResponseCheck,
} from "../../lib/spec/index.ts";

export type { OperationInfo, ResponseCheck, Role as RequiredRole } from "../../lib/spec/index.ts";

export interface Operation extends OperationInfo {
  /** "GET /streams/{stream_id}" */
  key: string;
  /** Response keys as written: "200", "400", "4XX", "default". */
  statuses: string[];
  /** The same parameter or body field in the full (all-levels) spec: invalid values are invalid at every level. */
  fullSchema(name: string): JsonObject | undefined;
  /** The JSON schema of a response in the full (all-levels) spec, where every x-feature-level annotation is. */
  newestResponseSchema(statusKey: string): JsonObject | undefined;
}

export interface SpecModel {
  /** The dereferenced spec at the tested level. */
  doc: JsonObject;
  newestLevel: number;
  level: number;
  operations: Operation[];
  operation(key: string): Operation;
  validateResponse(method: string, path: string, status: number, body: unknown): ResponseCheck;
  /** Where `value` violates components.schemas[name] at the tested level, one line each (empty: it conforms). */
  schemaProblems(name: string, value: unknown): string[];
}

export const DEFAULT_SPEC_PATH = SPEC_PATH;

const cache = new Map<string, SpecModel>();

/** The spec as a server at `level` follows it (levels above the newest are the newest). */
export function specModel(level: number, path: string = SPEC_PATH): SpecModel {
  const raw = readSpec(path);
  const newest = newestLevel(raw);
  const tested = Math.min(level, newest);
  const cacheKey = `${path}@${tested}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  // Both views come from lib/spec's disk cache (keyed by the spec's hash) after the first run.
  const view = loadSpec({ level: tested, path });
  const full = new Map(listOperations(loadSpec({ path })).map((o) => [keyOf(o), o]));
  // Validators compiled once per spec text and level, then loaded from the disk cache (lib/spec/disk-cache.ts).
  const validate = compileResponseValidator(view, { hash: specFileHash(path), kind: `level-${tested}` });
  const operations = listOperations(view).map((info): Operation => {
    const all = full.get(keyOf(info)) ?? info;
    return {
      ...info,
      key: keyOf(info),
      statuses: Object.keys(info.operation.responses ?? {}),
      fullSchema: (name) =>
        all.parameters.find((p) => p.name === name)?.schema ?? all.body?.fields.find((f) => f.name === name)?.schema,
      newestResponseSchema: (statusKey) => all.operation.responses?.[statusKey]?.content?.["application/json"]?.schema,
    };
  });
  const byKey = new Map(operations.map((o) => [o.key, o]));
  const ajv = createAjv();
  const schemas = new Map<string, ReturnType<typeof ajv.compile>>();
  const model: SpecModel = {
    doc: view,
    newestLevel: newest,
    level: tested,
    operations,
    operation(key) {
      const op = byKey.get(key);
      if (!op) throw new Error(`operation ${key} is not in the spec at level ${tested}`);
      return op;
    },
    validateResponse: validate,
    schemaProblems(name, value) {
      let fn = schemas.get(name);
      if (!fn) {
        const schema = view.components?.schemas?.[name];
        if (!schema) throw new Error(`no components.schemas.${name} in the spec at level ${tested}`);
        schemas.set(name, (fn = ajv.compile(schema)));
      }
      if (fn(value)) return [];
      return (fn.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    },
  };
  cache.set(cacheKey, model);
  return model;
}

/** The newest level of the spec at `path`. */
export function specNewestLevel(path: string = SPEC_PATH): number {
  return newestLevel(readSpec(path));
}

function keyOf(o: OperationInfo): string {
  return `${o.method.toUpperCase()} ${o.path}`;
}

/** The documented status key for a response status, if any (exact, NXX range, default). */
export function documentedStatus(op: Operation, status: number): string | undefined {
  const s = String(status);
  return [s, `${s[0]}XX`, "default"].find((k) => op.statuses.includes(k));
}
