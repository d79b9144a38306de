import type { ErrorRow, JsonObject, Role } from "./types.ts";

export const HTTP_METHODS = ["get", "post", "patch", "put", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ParameterInfo {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required: boolean;
  schema: JsonObject;
  /** Query values declared with `content: application/json` travel JSON-encoded. */
  jsonEncoded: boolean;
}

export interface BodyFieldInfo {
  name: string;
  required: boolean;
  schema: JsonObject;
  /** `encoding.<field>.contentType: application/json`: the form field holds JSON. */
  jsonEncoded: boolean;
}

export interface OperationInfo {
  method: HttpMethod;
  /** Path template relative to the server URL, e.g. `/streams/{stream_id}`. */
  path: string;
  operationId: string;
  operation: JsonObject;
  parameters: ParameterInfo[];
  body: { required: boolean; mediaTypes: string[]; fields: BodyFieldInfo[] } | null;
  /** False for operations with `security: []`. */
  authenticated: boolean;
  requiredRole: Role;
  excludedPrincipals: string[];
  errors: ErrorRow[];
  beyondSeed: boolean;
  /**
   * x-seed-fallback of a beyond-seed operation: what a client does on a server without it, by the seed's own means.
   * A rule listing such an operation still runs where it is missing.
   */
  seedFallback?: string;
  /** JSON pointer of the operation in openapi.yaml. */
  pointer: string;
}

const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every operation of a dereferenced document, with its parameters and form fields flattened. */
export function listOperations(doc: JsonObject): OperationInfo[] {
  const out: OperationInfo[] = [];
  const globalSecurity = doc.security ?? [];
  for (const [path, item] of Object.entries<JsonObject>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
        (p: JsonObject): ParameterInfo => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: p.schema ?? p.content?.["application/json"]?.schema ?? {},
          jsonEncoded: Boolean(p.content?.["application/json"]),
        }),
      );
      let body: OperationInfo["body"] = null;
      const content = op.requestBody?.content;
      if (content) {
        const mediaTypes = Object.keys(content);
        const media = content["application/x-www-form-urlencoded"] ?? content[mediaTypes[0]];
        const schema = media.schema ?? {};
        const required = new Set<string>(schema.required ?? []);
        const fields = Object.entries<JsonObject>(schema.properties ?? {}).map(([name, s]) => ({
          name,
          required: required.has(name),
          schema: s,
          jsonEncoded: media.encoding?.[name]?.contentType === "application/json",
        }));
        body = { required: Boolean(op.requestBody.required), mediaTypes, fields };
      }
      const security = op.security ?? globalSecurity;
      out.push({
        method,
        path,
        operationId: op.operationId,
        operation: op,
        parameters: params,
        body,
        authenticated: security.length > 0,
        requiredRole: op["x-required-role"],
        excludedPrincipals: op["x-excluded-principals"] ?? [],
        errors: op["x-errors"] ?? [],
        beyondSeed: Boolean(op["x-beyond-seed"]),
        ...(op["x-seed-fallback"] ? { seedFallback: String(op["x-seed-fallback"]) } : {}),
        pointer: `#/paths/${escape(path)}/${method}`,
      });
    }
  }
  return out;
}

/**
 * The operation an actual request path belongs to. Literal segments win over templated ones (`/users/me` over
 * `/users/{user_id}`), and a templated segment whose parameter is an integer only matches digits, which is how
 * `/users/{user_id}` and `/users/{email}` are told apart.
 */
export function matchOperation(
  operations: OperationInfo[],
  method: string,
  actualPath: string,
): { operation: OperationInfo; pathParams: Record<string, string> } | undefined {
  const segments = actualPath.split("/").filter(Boolean);
  // Each segment decoded once, when an operation first needs it (a malformed escape throws as before: only when some
  // operation of the method has as many segments).
  const decoded: (string | undefined)[] = [];
  const seg = (i: number) => (decoded[i] ??= decodeURIComponent(segments[i]));
  const wanted = method.toLowerCase();
  let best: { operation: OperationInfo; pathParams: Record<string, string>; score: number } | undefined;
  for (const t of templatesOf(operations)) {
    if (t.method !== wanted || t.segments.length !== segments.length) continue;
    const pathParams: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < t.segments.length; i++) {
      const part = t.segments[i];
      const value = seg(i);
      if (part.param === undefined) {
        if (part.literal === value) score += 2;
        else ok = false;
        continue;
      }
      if (part.integer && !/^-?\d+$/.test(value)) ok = false;
      else if (part.integer) score += 1;
      pathParams[part.param] = value;
    }
    if (ok && (!best || score > best.score)) best = { operation: t.op, pathParams, score };
  }
  return best && { operation: best.operation, pathParams: best.pathParams };
}

interface Template {
  op: OperationInfo;
  method: string;
  segments: { literal?: string; param?: string; integer: boolean }[];
}

/** The operations' path templates split once per list (the lists are built once and never changed). */
const templates = new WeakMap<OperationInfo[], Template[]>();
function templatesOf(operations: OperationInfo[]): Template[] {
  let list = templates.get(operations);
  if (list && list.length === operations.length) return list;
  list = operations.map((op) => ({
    op,
    method: op.method.toLowerCase(),
    segments: op.path
      .split("/")
      .filter(Boolean)
      .map((t) => {
        const m = /^\{(.+)\}$/.exec(t);
        if (!m) return { literal: t, integer: false };
        const param = op.parameters.find((p) => p.in === "path" && p.name === m[1]);
        return { param: m[1], integer: param?.schema?.type === "integer" };
      }),
  }));
  templates.set(operations, list);
  return list;
}

/** Which paths exist at all, for telling 404 (unknown path) from 405 (known path, wrong method). */
export function pathExists(operations: OperationInfo[], actualPath: string): boolean {
  return HTTP_METHODS.some((m) => matchOperation(operations, m, actualPath));
}
