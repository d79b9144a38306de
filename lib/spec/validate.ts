import { createRequire } from "node:module";
import type { default as Ajv2020Type } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
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

/**
 * Compiles one validator per (operation, status) of a dereferenced document, once, and returns a function
 * that checks a JSON response body. `path` may be the path template or an actual request path.
 */
export function compileResponseValidator(doc: JsonObject): ResponseValidator {
  const ajv = createAjv();
  const operations = listOperations(doc);
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (op: OperationInfo, statusKey: string): ValidateFunction | undefined => {
    const key = `${op.operationId} ${statusKey}`;
    if (!compiled.has(key)) {
      const schema = op.operation.responses?.[statusKey]?.content?.["application/json"]?.schema;
      if (!schema) return undefined;
      compiled.set(key, ajv.compile(schema));
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
