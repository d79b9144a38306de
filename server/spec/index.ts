// The server's view of openapi.yaml: operations at a feature level, with each wire parameter mapped to
// the current (canonical) name the handlers use. Parameter names, encodings, requiredness, defaults
// and enum values all come from the spec at the requested level (lib/spec's specAtLevel), so the server
// and the spec cannot drift. A route the spec does not describe is never served (see routes/index.ts).
import { annotationOf, listOperations, loadSpec, nameAt, newestLevel } from "../../lib/spec/index.ts";
import type { JsonSchema, SpecOperation } from "./types.ts";

export interface FieldView {
  /** name on the wire at this level (may be an old name, e.g. url_format_string before 176) */
  wire: string;
  /** current name, what handlers read */
  name: string;
  in: "query" | "path" | "body";
  required: boolean;
  schema: JsonSchema;
  jsonEncoded: boolean;
}

export interface OperationView {
  method: string; // upper case
  path: string;
  operationId: string;
  fields: FieldView[];
  operation: Record<string, any>;
}

// The shared spec library: the dereferenced document, its view at a level, its operations.
const fullDoc: any = loadSpec();
const lib = { loadSpec, listOperations };

export const specDocument = (): any => fullDoc;

/** The newest feature level the spec describes (info.x-feature-level or the highest level annotation). */
export function specMaxLevel(): number {
  return newestLevel(fullDoc);
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function toView(op: SpecOperation, canonical: Map<string, string>): OperationView {
  const fields: FieldView[] = [];
  for (const prm of op.parameters ?? []) {
    if (prm.in !== "query" && prm.in !== "path") continue;
    fields.push({
      wire: prm.name,
      name: canonical.get(`${prm.in}:${prm.name}`) ?? prm.name,
      in: prm.in,
      required: !!prm.required,
      schema: prm.schema ?? {},
      jsonEncoded: !!prm.jsonEncoded,
    });
  }
  for (const fld of op.body?.fields ?? []) {
    fields.push({
      wire: fld.name,
      name: canonical.get(`body:${fld.name}`) ?? fld.name,
      in: "body",
      required: !!fld.required,
      schema: fld.schema ?? {},
      jsonEncoded: !!fld.jsonEncoded,
    });
  }
  return {
    method: op.method.toUpperCase(),
    path: op.path,
    operationId: op.operationId,
    fields,
    operation: op.operation ?? {},
  };
}

/** old wire name -> current name, for the elements the spec renamed after `level` (lib/spec nameAt decides). */
function canonicalNames(current: SpecOperation | undefined, level: number): Map<string, string> {
  const map = new Map<string, string>();
  if (!current) return map;
  const note = (key: string, name: string, annotated: any) => {
    const old = nameAt(name, annotationOf(annotated), level);
    if (old !== name) map.set(`${key}:${old}`, name);
  };
  for (const prm of (current.operation?.parameters ?? []) as any[]) note(prm.in, prm.name, annotationOf(prm) ? prm : prm?.schema);
  for (const fld of current.body?.fields ?? []) note("body", fld.name, fld.schema);
  return map;
}

const cache = new Map<number, Map<string, OperationView>>();

/** All operations at `level`, keyed "METHOD /path". */
export function operationsAtLevel(level: number): Map<string, OperationView> {
  const hit = cache.get(level);
  if (hit) return hit;
  const out = new Map<string, OperationView>();
  {
    const currentOps = new Map(lib.listOperations(fullDoc).map((o) => [key(o.method, o.path), o as unknown as SpecOperation]));
    for (const op of lib.listOperations(lib.loadSpec({ level })) as unknown as SpecOperation[]) {
      const k = key(op.method, op.path);
      out.set(k, toView(op, canonicalNames(currentOps.get(k), level)));
    }
  }
  cache.set(level, out);
  return out;
}

export function findOperation(level: number, method: string, path: string): OperationView | undefined {
  return operationsAtLevel(level).get(key(method, path));
}
