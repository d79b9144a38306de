// The spec's facts by name. Code never writes a level, a role code, an error msg or a limit of the seed: it names
// the spec element the fact belongs to and asks here. A name that does not resolve throws at once (a typo or a
// spec edit shows up as an error where the name is used, never as a silent 0).
//
// Element references (the small grammar every consumer uses):
//   "POST /scheduled_messages"                          an operation
//   "PATCH /streams/{stream_id} body.is_default_stream" a form field of its body   (also query., path.)
//   "GET /messages query.narrow[].operator"             a property inside a parameter's schema
//   "POST /fetch_api_key response.user_id"              a property of its 200 response (dotted for nested)
//   "Channel.creator_id"                                a property of a component schema (dotted; [] = items)
//   "PersonIsActive"                                    a component schema (or parameter)
//   "...=channel"                                       an enum value of the element (x-enum-levels)
//   "Role=moderator"                                    an enum value by its name, where the element has x-enum-names
// Level references add the event after " @": "Subscription.role @removed"; the default is @added. Events: added,
// removed, deprecated, renamed, changed (the only change), changed:<words of its summary>.
import { annotationOf } from "./levels.ts";
import type { ErrorRow, FeatureLevelAnnotation, JsonObject } from "./types.ts";

export type LevelEvent = "added" | "removed" | "deprecated" | "renamed" | "changed" | `changed:${string}`;

export interface ResolvedElement {
  ref: string;
  node: JsonObject;
  annotation: FeatureLevelAnnotation | undefined;
}

export interface RoleEntry {
  name: string;
  code: number;
}

export interface SpecError {
  key: string;
  code: string;
  status: number;
  /** The msg with its <placeholders> filled from `vars` (left as written when a variable is not given). */
  msg: string | undefined;
  /** The msg as the spec writes it, placeholders included. */
  template: string | undefined;
}

export interface PermissionRule {
  id: string;
  summary: string;
  parameter?: string;
  value?: unknown;
  "required-role"?: string;
  /** Principals the rule refuses whatever their role (`bot`), as x-excluded-principals on an operation. */
  "excluded-principals"?: string[];
  error?: string;
  /** The rule is not the seed's (a reason): the suite never asserts it; the reference server follows it. */
  "x-unspecified"?: string;
  /** "change": the rule is about changing the parameter's target to or from `value` (not about sending it). */
  "applies-to"?: "change";
}

export interface LimitRow {
  name: string;
  value?: number | null;
  max?: number;
  [k: string]: unknown;
}

const METHOD = /^(GET|POST|PATCH|PUT|DELETE) (\/\S*)(?: (.+))?$/;

/** A read-only index over one dereferenced document (the newest view: every annotation is in it). */
export class SpecFacts {
  private readonly errorsByKey = new Map<string, ErrorRow & { operations: string[] }>();
  readonly roles: readonly RoleEntry[];

  constructor(readonly doc: JsonObject) {
    for (const [opKey, op] of this.operationEntries()) {
      for (const row of (op["x-errors"] ?? []) as ErrorRow[]) {
        const seen = this.errorsByKey.get(row.example);
        if (seen && (seen.code !== row.code || seen.msg !== row.msg))
          throw new Error(`x-errors key ${row.example} means two things (${seen.operations[0]} and ${opKey}); keys must be unique`);
        if (seen) seen.operations.push(opKey);
        else this.errorsByKey.set(row.example, { ...row, operations: [opKey] });
      }
    }
    const role = doc.components?.schemas?.Role;
    const names: Record<string, string> = role?.["x-enum-names"] ?? {};
    this.roles = ((role?.enum ?? []) as number[])
      .map((code) => ({ code, name: names[String(code)] }))
      .filter((r): r is RoleEntry => typeof r.name === "string")
      .sort((a, b) => a.code - b.code);
    if (this.roles.length === 0) throw new Error("components.schemas.Role has no x-enum-names");
  }

  // ---- elements and levels ---------------------------------------------------------------------------------

  /** The element a reference names (see the grammar above). */
  element(ref: string): ResolvedElement {
    const [base, enumValue] = splitEnum(ref);
    const node = this.resolve(base, ref);
    if (enumValue === undefined) return { ref, node, annotation: annotationOf(node) };
    const named = Object.entries<string>(node["x-enum-names"] ?? {}).find(([, name]) => name === enumValue)?.[0];
    const value = named ?? enumValue;
    const holder = findEnumHolder(node, value);
    if (!holder) throw new Error(`spec reference ${ref}: no enum value ${enumValue}`);
    return { ref, node: holder, annotation: holder["x-enum-levels"]?.[value] };
  }

  /** The level at which `event` happened to the element: `levelOf("Channel.creator_id")` is 254. */
  levelOf(levelRef: string): number {
    const at = levelRef.lastIndexOf(" @");
    const ref = at >= 0 ? levelRef.slice(0, at) : levelRef;
    const event = (at >= 0 ? levelRef.slice(at + 2) : "added") as LevelEvent;
    const fl = this.element(ref).annotation;
    const fail = () => new Error(`spec reference ${levelRef}: the element has no ${event} level`);
    if (!fl) throw fail();
    if (event === "added" || event === "removed" || event === "deprecated") {
      if (fl[event] === undefined) throw fail();
      return fl[event]!;
    }
    if (event === "renamed") {
      if (!fl.renamed) throw fail();
      return fl.renamed.at;
    }
    if (event === "changed" || event.startsWith("changed:")) {
      const words = event.slice("changed:".length);
      const changes = (fl.changed ?? []).filter((c) => event === "changed" || c.summary.includes(words));
      if (changes.length !== 1) throw new Error(`spec reference ${levelRef}: ${changes.length} matching changes (name one by its summary)`);
      return changes[0].level;
    }
    throw new Error(`spec reference ${levelRef}: unknown event ${event}`);
  }

  // ---- roles -----------------------------------------------------------------------------------------------

  /** The code of a named role (`roleCode("owner")`), from the Role schema's x-enum-names. */
  roleCode(name: string): number {
    const r = this.roles.find((x) => x.name === name);
    if (!r) throw new Error(`no role named ${name} in components.schemas.Role`);
    return r.code;
  }

  roleName(code: number): string | undefined {
    return this.roles.find((x) => x.code === code)?.name;
  }

  /** Whether a user with role `code` is at least as privileged as the named role (lower codes rank higher). */
  roleAtLeast(code: number, name: string): boolean {
    if (name === "anonymous") return true;
    return code <= this.roleCode(name);
  }

  // ---- operations: role, permission rules, errors ----------------------------------------------------------

  operation(opKey: string): JsonObject {
    const m = METHOD.exec(opKey);
    const op = m && !m[3] ? this.doc.paths?.[m[2]]?.[m[1].toLowerCase()] : undefined;
    if (!op) throw new Error(`no operation ${opKey} in the spec`);
    return op;
  }

  requiredRole(opKey: string): string {
    return this.operation(opKey)["x-required-role"];
  }

  permissionRule(opKey: string, id: string): PermissionRule {
    const r = ((this.operation(opKey)["x-permission-rules"] ?? []) as PermissionRule[]).find((x) => x.id === id);
    if (!r) throw new Error(`no x-permission-rules ${id} on ${opKey}`);
    return r;
  }

  /**
   * An error row by its key (the row's `example` name; a key means the same code and msg on every operation that
   * lists it). `vars` fill the msg's <placeholders>.
   */
  error(key: string, vars: Record<string, string | number> = {}): SpecError {
    const row = this.errorsByKey.get(key);
    if (!row) throw new Error(`no x-errors row with key ${key}`);
    const msg = row.msg?.replace(/<([a-z_]+)>/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
    return { key, code: row.code, status: row.status, msg, template: row.msg };
  }

  /** Every error key, with the operations that list it. */
  errorKeys(): Map<string, string[]> {
    return new Map([...this.errorsByKey].map(([k, v]) => [k, [...v.operations]]));
  }

  // ---- limits ----------------------------------------------------------------------------------------------

  /** A row of the seed's limits table (`info.x-limits`) by name. */
  limit(name: string): LimitRow {
    const row = ((this.doc.info?.["x-limits"] ?? []) as LimitRow[]).find((l) => l.name === name);
    if (!row) throw new Error(`no limit ${name} in info.x-limits`);
    return row;
  }

  // ---- internals -------------------------------------------------------------------------------------------

  private *operationEntries(): Generator<[string, JsonObject]> {
    for (const [path, item] of Object.entries<JsonObject>(this.doc.paths ?? {}))
      for (const method of ["get", "post", "patch", "put", "delete"])
        if (item[method]) yield [`${method.toUpperCase()} ${path}`, item[method]];
  }

  private resolve(base: string, whole: string): JsonObject {
    const m = METHOD.exec(base);
    if (m) {
      const op = this.operation(`${m[1]} ${m[2]}`);
      if (!m[3]) return op;
      const dot = m[3].indexOf(".");
      const where = dot < 0 ? m[3] : m[3].slice(0, dot);
      const rest = dot < 0 ? [] : m[3].slice(dot + 1).split(".");
      let node: JsonObject | undefined;
      if (where === "query" || where === "path" || where === "header") {
        // "query.narrow" is the parameter; "query.narrow[].operator" walks into its schema.
        const [first = "", ...more] = rest;
        const name = first.replace(/\[\]$/, "");
        const p = (op.parameters ?? []).find((x: JsonObject) => x.in === where && x.name === name);
        if (!p) throw new Error(`spec reference ${whole}: no ${where} parameter ${name}`);
        if (first === name && more.length === 0) return p;
        const schema = p.schema ?? p.content?.["application/json"]?.schema;
        return walkProperties(first === name ? schema : schema?.items, more, whole);
      }
      if (where === "body") {
        const content = op.requestBody?.content ?? {};
        const media = content["application/x-www-form-urlencoded"] ?? Object.values<JsonObject>(content)[0];
        node = media?.schema;
      } else if (where === "response") {
        node = op.responses?.["200"]?.content?.["application/json"]?.schema;
      } else throw new Error(`spec reference ${whole}: unknown part ${where}`);
      return walkProperties(node, rest, whole);
    }
    const [name, ...rest] = base.split(".");
    const comp = this.doc.components?.schemas?.[name] ?? this.doc.components?.parameters?.[name];
    if (!comp) throw new Error(`spec reference ${whole}: no component ${name}`);
    return walkProperties(comp, rest, whole);
  }
}

function splitEnum(ref: string): [string, string | undefined] {
  const i = ref.lastIndexOf("=");
  return i < 0 ? [ref, undefined] : [ref.slice(0, i), ref.slice(i + 1)];
}

/** The named property of a schema, looking through allOf/oneOf/anyOf branches. */
export function propertyOf(schema: JsonObject | undefined, name: string): JsonObject | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  if (schema.properties?.[name]) return schema.properties[name];
  for (const k of ["allOf", "oneOf", "anyOf"]) {
    for (const branch of schema[k] ?? []) {
      const hit = propertyOf(branch, name);
      if (hit) return hit;
    }
  }
  return undefined;
}

function walkProperties(node: JsonObject | undefined, path: string[], whole: string): JsonObject {
  let cur = node;
  for (const segment of path) {
    const items = segment.endsWith("[]");
    const name = items ? segment.slice(0, -2) : segment;
    cur = name ? propertyOf(cur, name) : cur;
    if (cur && items) cur = cur.items;
    if (!cur) throw new Error(`spec reference ${whole}: no property ${segment}`);
  }
  if (!cur) throw new Error(`spec reference ${whole}: nothing there`);
  return cur;
}

function findEnumHolder(node: JsonObject, value: string): JsonObject | undefined {
  if (!node || typeof node !== "object") return undefined;
  if (node["x-enum-levels"]?.[value] !== undefined || (Array.isArray(node.enum) && node.enum.map(String).includes(value))) return node;
  for (const k of ["items", "schema"]) {
    const hit = node[k] && findEnumHolder(node[k], value);
    if (hit) return hit;
  }
  for (const k of ["allOf", "oneOf", "anyOf"]) {
    for (const branch of node[k] ?? []) {
      const hit = findEnumHolder(branch, value);
      if (hit) return hit;
    }
  }
  return undefined;
}
