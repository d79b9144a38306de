import { createRequire } from "node:module";
// The named class, not the default export: the same type, and it survives declaration emit for consumers on moduleResolution nodenext.
import type { Ajv2020 as Ajv2020Type } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import { cachedText } from "./disk-cache.ts";

const AJV_VERSION = (createRequire(import.meta.url)("ajv/package.json") as { version: string }).version;
import { listOperations, matchOperation, type OperationInfo } from "./operations.ts";
import type { JsonObject } from "./types.ts";

export interface ResponseCheck {
  /** Whether the spec documents this status for the operation (exactly, as `4XX`, or as `default`). */
  documented: boolean;
  /** The status key of the spec that applied (`"200"`, `"4XX"`...), if any. */
  statusKey?: string;
  operation?: OperationInfo;
  /** Schema violations, one line each (`/user/role must be equal to one of the allowed values`). */
  errors: string[];
  /** JSON pointer of the response schema in openapi.yaml. */
  pointer?: string;
}

export type ResponseValidator = (method: string, path: string, status: number, body: unknown) => ResponseCheck;

/**
 * The one Ajv of the project, for the spec's 2020-12 schemas; x- keywords and OpenAPI's `example` are annotations.
 * `allErrors: false` stops at the first error (enough to know whether a value conforms); `verbose` puts the failing
 * schema into each error (`parentSchema`).
 */
export function createAjv(options: { allErrors?: boolean; verbose?: boolean } = {}): Ajv2020Type {
  // Loaded on first use, not at import: a command that never validates (--list-rules) or has not validated yet (the
  // suite before its first request) does not pay for loading Ajv.
  const require = createRequire(import.meta.url);
  const Ajv2020 = (require("ajv/dist/2020.js") as { default: typeof Ajv2020Type }).default;
  const addFormats = (require("ajv-formats") as { default: (ajv: Ajv2020Type) => void }).default;
  const ajv = new Ajv2020({ strict: false, allErrors: options.allErrors ?? true, validateFormats: true, verbose: options.verbose ?? false });
  addFormats(ajv);
  ajv.addFormat("password", true);
  return ajv;
}

/** Every (operation, status) response schema of a dereferenced document, by `"<operationId> <status>"`. */
function responseSchemas(operations: OperationInfo[]): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const op of operations)
    for (const [statusKey, response] of Object.entries<JsonObject>(op.operation.responses ?? {})) {
      const schema = response?.content?.["application/json"]?.schema;
      if (schema) out.set(`${op.operationId} ${statusKey}`, schema);
    }
  return out;
}

/**
 * Every response validator of a document as one CommonJS module (Ajv's standalone code): generated once per spec
 * text and level, kept in the disk cache, and loaded in a few milliseconds where compiling them takes about a
 * second. Its exports are v0, v1... in the order of `keys`.
 */
function standaloneValidators(schemas: Map<string, JsonObject>): string {
  const require = createRequire(import.meta.url);
  const Ajv2020 = (require("ajv/dist/2020.js") as { default: typeof Ajv2020Type }).default;
  const addFormats = (require("ajv-formats") as { default: (ajv: Ajv2020Type) => void }).default;
  const { _ } = require("ajv") as typeof import("ajv");
  const standaloneCode = (require("ajv/dist/standalone") as { default: (ajv: Ajv2020Type, refs: Record<string, string>) => string }).default;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  addFormats(ajv);
  ajv.addFormat("password", true);
  const refs: Record<string, string> = {};
  [...schemas].forEach(([key, schema], i) => {
    ajv.addSchema(schema, key);
    refs[`v${i}`] = key;
  });
  return standaloneCode(ajv, refs);
}

function loadStandalone(code: string): Record<string, ValidateFunction> {
  const module = { exports: {} as Record<string, ValidateFunction> };
  // The generated module requires Ajv's runtime and ajv-formats: resolved from here, where they are installed.
  new Function("require", "module", "exports", code)(createRequire(import.meta.url), module, module.exports);
  return module.exports;
}

/**
 * Compiles one validator per (operation, status) of a dereferenced document, once, and returns a function
 * that checks a JSON response body. `path` may be the path template or an actual request path. With `cacheKey`
 * (the spec's hash and the level: what `doc` is derived from), the compiled validators come from the disk cache.
 */
export function compileResponseValidator(doc: JsonObject, cacheKey?: { hash: string; kind: string }): ResponseValidator {
  const operations = listOperations(doc);
  const compiled = new Map<string, ValidateFunction>();
  let ajv: Ajv2020Type | undefined;
  if (cacheKey) {
    const schemas = responseSchemas(operations);
    const keys = [...schemas.keys()];
    const exports = loadStandalone(cachedText(cacheKey.hash, `validators-${cacheKey.kind}-ajv${AJV_VERSION}`, "cjs", () => standaloneValidators(schemas)));
    keys.forEach((k, i) => exports[`v${i}`] && compiled.set(k, exports[`v${i}`]));
  }
  const validatorFor = (op: OperationInfo, statusKey: string): ValidateFunction | undefined => {
    const key = `${op.operationId} ${statusKey}`;
    if (!compiled.has(key)) {
      const schema = op.operation.responses?.[statusKey]?.content?.["application/json"]?.schema;
      if (!schema) return undefined;
      compiled.set(key, (ajv ??= createAjv()).compile(schema));
    }
    return compiled.get(key);
  };
  return (method, path, status, body) => {
    const op =
      operations.find((o) => o.method === method.toLowerCase() && o.path === path) ??
      matchOperation(operations, method, path)?.operation;
    if (!op) return { documented: false, errors: [`no operation ${method.toUpperCase()} ${path} in the spec`] };
    const responses = op.operation.responses ?? {};
    const statusKey = [String(status), `${String(status)[0]}XX`, "default"].find((k) => k in responses);
    if (!statusKey) return { documented: false, operation: op, errors: [] };
    const validate = validatorFor(op, statusKey);
    const pointer = `${op.pointer}/responses/${statusKey}`;
    if (!validate) return { documented: true, statusKey, operation: op, errors: [], pointer };
    const ok = validate(body);
    const errors = ok
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    return { documented: true, statusKey, operation: op, errors, pointer };
  };
}
