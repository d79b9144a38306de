// The server's view of openapi.yaml, one per spec file (createApp({ specPath }) / --spec FILE), bound to the
// server's feature level. Everything the server knows about the API comes from here: which operations exist at
// the level and their parameters (names, encodings, requiredness, defaults, enums, from lib/spec's specAtLevel),
// which level a behaviour belongs to (by the name of a spec element, never a number), the error rows of x-errors
// by key, the role table, the limits, the permission rules, and the shape of every response and event (built
// with the newest names, then projected to the level through the newest schemas).
import {
  annotationOf,
  listOperations,
  loadSpec,
  nameAt,
  newestLevel,
  presentAt,
  projectToLevel,
  SPEC_PATH,
  SpecFacts,
  type LimitRow,
  type OperationInfo,
  type PermissionRule,
} from "../../lib/spec/index.ts";
import { ApiError } from "../errors.ts";
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
  /** "METHOD /path", the key routes and the facts' references use */
  key: string;
  method: string; // upper case
  path: string;
  operationId: string;
  fields: FieldView[];
  operation: Record<string, any>;
  /** false for `security: []` */
  authenticated: boolean;
}

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** What a spec error may need from the server: a msg where the row has none, extra fields, keeping the writes. */
export interface ErrorOptions {
  msg?: string;
  extra?: Record<string, unknown>;
  commit?: boolean;
}

/** A user as far as roles go. */
export interface HasRole {
  role: number;
}

/** One spec file: its newest (dereferenced) document, its facts, and its views at each level (built on demand). */
export class ServerSpec {
  readonly doc: Record<string, any>;
  readonly facts: SpecFacts;
  readonly newestLevel: number;
  private readonly levels = new Map<number, LevelSpec>();

  constructor(readonly path: string) {
    this.doc = loadSpec({ path });
    this.facts = new SpecFacts(this.doc);
    this.newestLevel = newestLevel(this.doc);
  }

  /** The spec as a server at `level` follows it. */
  at(level: number): LevelSpec {
    let v = this.levels.get(level);
    if (!v) this.levels.set(level, (v = new LevelSpec(this, level)));
    return v;
  }

  /** The newest 200 response schema of an operation. */
  responseSchema(opKey: string): JsonSchema | undefined {
    return this.facts.operation(opKey).responses?.["200"]?.content?.["application/json"]?.schema;
  }

  /** Whether an x-errors row is the seed's: listed by an operation that is not beyond the seed (rows of beyond-seed
   *  operations carry Zulip's msgs). */
  seedRow(key: string): boolean {
    if (!this.seedRows) {
      const beyond = new Set(listOperations(this.doc).filter((o) => o.beyondSeed).map((o) => operationKey(o.method, o.path)));
      this.seedRows = new Set([...this.facts.errorKeys()].filter(([, ops]) => ops.some((op) => !beyond.has(op))).map(([k]) => k));
    }
    return this.seedRows.has(key);
  }
  private seedRows: Set<string> | undefined;

  schema(name: string): JsonSchema {
    const s = this.doc.components?.schemas?.[name];
    if (!s) throw new Error(`no components.schemas.${name} in ${this.path}`);
    return s;
  }
}

const specs = new Map<string, ServerSpec>();

/** The spec at `path` (default: the project's openapi.yaml), loaded once per path. */
export function serverSpec(path: string = SPEC_PATH): ServerSpec {
  let s = specs.get(path);
  if (!s) specs.set(path, (s = new ServerSpec(path)));
  return s;
}

/** The spec as a server at one feature level follows it; what handlers reach as `ctx.spec`. */
export class LevelSpec {
  readonly facts: SpecFacts;
  /** The operations that exist at this level (lib/spec matchOperation routes requests over them). */
  readonly operations: OperationInfo[];
  /** The same with every path parameter matching any segment: a malformed integer (`/streams/abc`) still names
   *  its operation, whose parameter parser then answers "stream_id is not an integer". */
  readonly anySegment: OperationInfo[];
  private readonly views = new Map<string, OperationView>();
  /** Answers by reference (handlers ask the same few questions on every request). */
  private readonly answers = new Map<string, boolean | string>();

  constructor(
    readonly spec: ServerSpec,
    readonly level: number,
  ) {
    this.facts = spec.facts;
    const viewLevel = Math.min(level, spec.newestLevel);
    this.operations = listOperations(loadSpec({ path: spec.path, level: viewLevel }));
    this.anySegment = this.operations.map((o) => ({
      ...o,
      parameters: o.parameters.map((p) => (p.in === "path" ? { ...p, schema: { type: "string" } } : p)),
    }));
    const newest = new Map(listOperations(spec.doc).map((o) => [operationKey(o.method, o.path), o as unknown as SpecOperation]));
    for (const op of this.operations) {
      const k = operationKey(op.method, op.path);
      this.views.set(k, toView(op as unknown as SpecOperation, op.authenticated, canonicalNames(newest.get(k), viewLevel)));
    }
  }

  /** The operation `"METHOD /path"` at this level (undefined when it does not exist here). */
  operation(opKey: string): OperationView | undefined {
    return this.views.get(opKey);
  }

  /** The default of an operation's parameter at this level (by its newest name). */
  defaultOf(opKey: string, name: string): any {
    const field = this.operation(opKey)?.fields.find((f) => f.name === name);
    return field?.schema.default === undefined ? undefined : structuredClone(field.schema.default);
  }

  // ---- levels, by the name of a spec element (lib/spec/facts.ts grammar) ------------------------------------

  /** Whether the level has reached the event a reference names: `since("Channel.creator_id")`. */
  since(levelRef: string): boolean {
    return this.memo(`since ${levelRef}`, () => this.level >= this.facts.levelOf(levelRef)) as boolean;
  }

  /** Whether the element exists at this level (unannotated elements always do). */
  present(ref: string): boolean {
    return this.memo(`present ${ref}`, () => presentAt(this.facts.element(ref).annotation, this.level)) as boolean;
  }

  /** The name the element (a property, parameter or enum value) has at this level: its old name before a rename. */
  nameAt(ref: string): string {
    return this.memo(`nameAt ${ref}`, () => {
      const { node, annotation } = this.facts.element(ref);
      const isParameter = typeof node.in === "string" && typeof node.name === "string" && !ref.includes("=");
      const newest = isParameter ? node.name : ref.split(/[.= ]/).pop()!.replace(/\[\]$/, "");
      return nameAt(newest, annotation, this.level);
    }) as string;
  }

  private memo(key: string, answer: () => boolean | string): boolean | string {
    let a = this.answers.get(key);
    if (a === undefined) this.answers.set(key, (a = answer()));
    return a;
  }

  // ---- errors, roles, limits, permission rules -------------------------------------------------------------

  /** The error of an x-errors row by its key, msg placeholders filled from `vars`. */
  error(key: string, vars: Record<string, string | number> = {}, o: ErrorOptions = {}): ApiError {
    const e = this.facts.error(key, vars);
    const msg = e.msg ?? o.msg;
    if (msg === undefined) throw new Error(`x-errors ${key} has no msg: the server must give one`);
    return new ApiError(e.code, msg, e.status, o.extra ?? {}, { commit: o.commit, keepMsg: e.msg !== undefined && this.spec.seedRow(key) });
  }

  roleCode(name: string): number {
    return this.facts.roleCode(name);
  }

  roleName(code: number): string | undefined {
    return this.facts.roleName(code);
  }

  /** At least as privileged as the named role (`hasRole(me, "administrator")`). */
  hasRole(user: HasRole, name: string): boolean {
    return this.facts.roleAtLeast(user.role, name);
  }

  /** Exactly the named role. */
  isRole(user: HasRole, name: string): boolean {
    return user.role === this.facts.roleCode(name);
  }

  /** A role code as this level shows it: a role the level does not have yet is shown as a member's. */
  roleShown(code: number): number {
    return this.present(`Role=${code}`) ? code : this.roleCode("member");
  }

  limit(name: string): LimitRow {
    return this.facts.limit(name);
  }

  permissionRule(opKey: string, id: string): PermissionRule {
    return this.facts.permissionRule(opKey, id);
  }

  // ---- shapes ----------------------------------------------------------------------------------------------

  /** A success body (built with the newest names) as this level sends it, through the operation's 200 schema. */
  projectResponse<T>(opKey: string, body: T): T {
    return projectToLevel(this.spec.responseSchema(opKey), body, this.level);
  }

  /** An event as this level sends it, through components.schemas.Event. */
  projectEvent<T>(event: T): T {
    return projectToLevel(this.spec.schema("Event"), event, this.level);
  }

  /** An object of a component schema (`shape("Channel", channel)`) as this level sends it. */
  shape<T>(schemaName: string, value: T): T {
    return projectToLevel(this.spec.schema(schemaName), value, this.level);
  }
}

function toView(op: SpecOperation, authenticated: boolean, canonical: Map<string, string>): OperationView {
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
    key: operationKey(op.method, op.path),
    method: op.method.toUpperCase(),
    path: op.path,
    operationId: op.operationId,
    fields,
    operation: op.operation ?? {},
    authenticated,
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
