// The structural diff of two views of the spec: operation by operation, every parameter, request field, response
// field, enum value, error row and event form, each change classified by one model of what it does to a client.
// A request that accepts fewer values breaks a caller; a response that may carry more (or other) values breaks a
// reader; the rest is compatible. Components are compared once per direction and reported under their own name
// (`Channel.creator_id`), with every operation they reach.
import { HTTP_METHODS, resolvePointer, ROLE_CODES, type JsonObject } from "../spec/index.ts";
import type { Change, ChangeKind, Direction, Impact } from "./model.ts";
import { escape, PTR } from "./views.ts";

export interface ViewSide {
  doc: JsonObject;
  /** The level the view is at (deprecations are read at it). */
  level: number;
}

type Emitted = Omit<Change, "recorded" | "seen" | "operations" | "level">;

interface Ctx {
  op: string;
  dir: Direction;
  /** The element reference of the schema being compared. */
  where: string;
  /** Component names on the way down (a cycle guard). */
  stack: string[];
}

const FORM_MEDIA = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"];
const LOWER = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"] as const;
const UPPER = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"] as const;
const ROLE_RANK: Record<string, number> = { anonymous: 0, ...Object.fromEntries(Object.entries(ROLE_CODES).map(([k, v]) => [k, 1000 - v])) };

const show = (v: unknown) => (v === undefined ? "none" : JSON.stringify(v));

/** A request that now accepts fewer values breaks callers; a response that now carries more breaks readers. */
function valueSetImpact(dir: Direction, change: "narrowed" | "widened" | "retyped"): Impact {
  if (change === "retyped") return dir === "request" ? "breaking-caller" : "breaking-reader";
  if (dir === "request") return change === "narrowed" ? "breaking-caller" : "compatible";
  return change === "widened" ? "breaking-reader" : "compatible";
}

/** Whether the element is deprecated on a server at `level` (its x-feature-level, else its `deprecated`). */
function deprecatedAt(node: JsonObject | undefined, level: number): boolean {
  const at = node?.["x-feature-level"]?.deprecated;
  return at !== undefined ? level >= at : node?.deprecated === true;
}

interface Resolved {
  node: JsonObject;
  /** The component schema it names, when it is a $ref to one. */
  comp?: string;
  compPtr?: string;
}

export class Differ {
  readonly changes: (Emitted & { op: string })[] = [];
  private readonly memo = new Map<string, (Emitted & { op: string })[]>();

  constructor(
    private readonly b: ViewSide,
    private readonly r: ViewSide,
  ) {}

  /** Every change between the two views. */
  run(): (Emitted & { op: string })[] {
    const opsOf = (doc: JsonObject) => {
      const out = new Map<string, { op: JsonObject; item: JsonObject }>();
      for (const [path, item] of Object.entries<JsonObject>(doc.paths ?? {}))
        for (const m of HTTP_METHODS) if (item?.[m]) out.set(`${m.toUpperCase()} ${path}`, { op: item[m], item });
      return out;
    };
    const ob = opsOf(this.b.doc);
    const or = opsOf(this.r.doc);
    for (const [key, { op }] of ob) {
      if (!or.has(key))
        this.emit(key, { kind: "operation", action: "removed", element: key, detail: "operation removed", impact: "breaking-caller", pointer: op[PTR], side: "base" });
    }
    for (const [key, { op, item }] of or) {
      const before = ob.get(key);
      if (!before) {
        this.emit(key, { kind: "operation", action: "added", element: key, detail: "operation added", impact: "compatible", pointer: op[PTR] });
        continue;
      }
      this.operation(key, before.op, before.item, op, item);
    }
    return this.changes;
  }

  private emit(op: string, c: Emitted) {
    this.changes.push({ ...c, op });
  }

  private resolve(doc: JsonObject, node: any): Resolved {
    let cur = node;
    let comp: string | undefined;
    let compPtr: string | undefined;
    const siblings: JsonObject = {};
    for (let guard = 0; cur && typeof cur.$ref === "string" && guard < 20; guard++) {
      const { $ref, ...rest } = cur;
      for (const [k, v] of Object.entries(rest)) if (!(k in siblings)) siblings[k] = v;
      const target = resolvePointer(doc, $ref);
      if ($ref.startsWith("#/components/schemas/") || $ref.startsWith("#/components/parameters/") || $ref.startsWith("#/components/responses/")) {
        comp ??= $ref.split("/").pop();
        compPtr ??= target?.[PTR];
      }
      cur = target;
    }
    if (!cur || typeof cur !== "object") return { node: cur };
    if (Object.keys(siblings).length === 0) return { node: cur, comp, compPtr };
    // A wrapper with nothing of its own but its pointer names the target's place; one with keys of its own, its own.
    const own = Object.keys(siblings).some((k) => k !== PTR);
    const merged = { ...cur, ...siblings };
    if (!own) merged[PTR] = cur[PTR];
    return { node: merged, comp, compPtr };
  }

  // ---- operations --------------------------------------------------------------------------------------------

  private operation(key: string, b: JsonObject, bItem: JsonObject, r: JsonObject, rItem: JsonObject) {
    const ptr = r[PTR];
    const wasDep = deprecatedAt(b, this.b.level);
    const isDep = deprecatedAt(r, this.r.level);
    if (wasDep !== isDep)
      this.emit(key, { kind: "operation", action: isDep ? "deprecated" : "undeprecated", element: key, detail: `operation ${isDep ? "deprecated" : "no longer deprecated"}`, impact: "compatible", pointer: ptr });
    const rb = b["x-required-role"];
    const rr = r["x-required-role"];
    if (rb !== rr && rb && rr) {
      const raised = (ROLE_RANK[rr] ?? 0) > (ROLE_RANK[rb] ?? 0);
      this.emit(key, { kind: "operation", action: raised ? "role-raised" : "role-lowered", element: key, detail: `required role ${rb} → ${rr}`, impact: raised ? "breaking-caller" : "compatible", pointer: ptr });
    }
    this.parameters(key, [...(bItem.parameters ?? []), ...(b.parameters ?? [])], [...(rItem.parameters ?? []), ...(r.parameters ?? [])]);
    this.requestBody(key, b.requestBody, r.requestBody, ptr);
    this.responses(key, b.responses ?? {}, r.responses ?? {});
    this.errors(key, b["x-errors"] ?? [], r["x-errors"] ?? [], ptr);
  }

  private parameters(op: string, bList: any[], rList: any[]) {
    const index = (doc: JsonObject, list: any[]) => new Map(list.map((p) => this.resolve(doc, p).node).filter(Boolean).map((p: JsonObject) => [`${p.in}.${p.name}`, p]));
    const bp = index(this.b.doc, bList);
    const rp = index(this.r.doc, rList);
    const pairs = pairRenames(bp, rp, (p) => p.name);
    for (const [name, p] of pairs.removed) {
      this.emit(op, { kind: "parameter", action: "removed", element: `${op} ${name}`, direction: "request", detail: `${p.in} parameter removed`, impact: "breaking-caller", pointer: p[PTR], side: "base" });
    }
    for (const [name, p] of pairs.added) {
      const required = p.required === true;
      this.emit(op, { kind: "parameter", action: "added", element: `${op} ${name}`, direction: "request", detail: `${required ? "required" : "optional"} ${p.in} parameter added`, impact: required ? "breaking-caller" : "compatible", pointer: p[PTR] });
    }
    for (const [, to, pb, pr] of pairs.renamed)
      this.emit(op, { kind: "parameter", action: "renamed", element: `${op} ${to}`, direction: "request", detail: `${pr.in} parameter renamed (was ${pb.name})`, impact: "breaking-caller", pointer: pr[PTR] });
    for (const [name, pb, pr] of pairs.both) {
      const element = `${op} ${name}`;
      if (!!pb.required !== !!pr.required)
        this.emit(op, { kind: "parameter", action: pr.required ? "required" : "optional", element, direction: "request", detail: `parameter ${pr.required ? "now required" : "now optional"}`, impact: pr.required ? "breaking-caller" : "compatible", pointer: pr[PTR] });
      const wasDep = deprecatedAt(pb, this.b.level);
      const isDep = deprecatedAt(pr, this.r.level);
      if (wasDep !== isDep)
        this.emit(op, { kind: "parameter", action: isDep ? "deprecated" : "undeprecated", element, direction: "request", detail: `parameter ${isDep ? "deprecated" : "no longer deprecated"}`, impact: "compatible", pointer: pr[PTR] });
      const sb = pb.schema ?? firstMedia(pb.content)?.schema;
      const sr = pr.schema ?? firstMedia(pr.content)?.schema;
      if (sb && sr) this.schema(sb, sr, { op, dir: "request", where: element, stack: [] }, pr[PTR], "parameter");
    }
  }

  private requestBody(op: string, b: JsonObject | undefined, r: JsonObject | undefined, opPtr: string) {
    if (!b && !r) return;
    const element = `${op} body`;
    if (!b || !r) {
      const required = r?.required === true;
      this.emit(op, { kind: "request-body", action: r ? "added" : "removed", element, direction: "request", detail: r ? `${required ? "required" : "optional"} request body added` : "request body removed", impact: r ? (required ? "breaking-caller" : "compatible") : "breaking-caller", pointer: (r ?? b)![PTR] ?? opPtr, side: r ? undefined : "base" });
      return;
    }
    const bb = this.resolve(this.b.doc, b).node;
    const rb = this.resolve(this.r.doc, r).node;
    if (!!bb.required !== !!rb.required)
      this.emit(op, { kind: "request-body", action: rb.required ? "required" : "optional", element, direction: "request", detail: `request body ${rb.required ? "now required" : "now optional"}`, impact: rb.required ? "breaking-caller" : "compatible", pointer: rb[PTR] });
    const bTypes = Object.keys(bb.content ?? {});
    const rTypes = Object.keys(rb.content ?? {});
    for (const t of bTypes.filter((t) => !rTypes.includes(t)))
      this.emit(op, { kind: "request-body", action: "removed", element: `${element} ${t}`, direction: "request", detail: `request media type ${t} no longer accepted`, impact: "breaking-caller", pointer: rb[PTR] });
    for (const t of rTypes.filter((t) => !bTypes.includes(t)))
      this.emit(op, { kind: "request-body", action: "added", element: `${element} ${t}`, direction: "request", detail: `request media type ${t} accepted`, impact: "compatible", pointer: rb[PTR] });
    // The form media types are one YAML anchor: compare the first both have.
    const media = FORM_MEDIA.find((t) => bTypes.includes(t) && rTypes.includes(t)) ?? bTypes.find((t) => rTypes.includes(t));
    if (!media) return;
    const mb = bb.content[media];
    const mr = rb.content[media];
    const sb = this.resolve(this.b.doc, mb.schema).node;
    const sr = this.resolve(this.r.doc, mr.schema).node;
    // A top-level form field that now travels JSON-encoded (or no longer does) breaks what a caller sends.
    for (const name of Object.keys(sr?.properties ?? {})) {
      if (!sb?.properties?.[name]) continue;
      const cb = mb.encoding?.[name]?.contentType;
      const cr = mr.encoding?.[name]?.contentType;
      if (cb !== cr)
        this.emit(op, { kind: "request-field", action: "encoding-changed", element: `${element}.${name}`, direction: "request", detail: `form field ${cr ? `now travels as ${cr}` : `no longer travels as ${cb}`}`, impact: "breaking-caller", pointer: sr.properties[name][PTR] });
    }
    this.schema(mb.schema, mr.schema, { op, dir: "request", where: element, stack: [] }, mr[PTR], "request-field");
  }

  private responses(op: string, b: JsonObject, r: JsonObject) {
    for (const status of new Set([...Object.keys(b), ...Object.keys(r)])) {
      if (status === PTR) continue;
      const where = status === "200" ? `${op} response` : `${op} response[${status}]`;
      const success = status.startsWith("2");
      if (!r[status]) {
        this.emit(op, { kind: "response", action: "removed", element: where, direction: "response", detail: `response ${status} removed`, impact: success ? "breaking-reader" : "compatible", pointer: b[status][PTR], side: "base" });
        continue;
      }
      if (!b[status]) {
        this.emit(op, { kind: "response", action: "added", element: where, direction: "response", detail: `response ${status} added`, impact: "compatible", pointer: this.resolve(this.r.doc, r[status]).node?.[PTR] });
        continue;
      }
      const rb = this.resolve(this.b.doc, b[status]).node;
      const rr = this.resolve(this.r.doc, r[status]).node;
      const sb = rb?.content?.["application/json"]?.schema;
      const sr = rr?.content?.["application/json"]?.schema;
      if (sb && sr) this.schema(sb, sr, { op, dir: "response", where, stack: [] }, rr[PTR], "response-field");
    }
  }

  private errors(op: string, b: JsonObject[], r: JsonObject[], opPtr: string) {
    const key = (row: JsonObject) => String(row.example ?? `${row.code} ${row.condition}`);
    const bm = new Map(b.map((row) => [key(row), row]));
    const rm = new Map(r.map((row, i) => [key(row), { row, i }]));
    const describe = (row: JsonObject) => `${row.code}${row.msg ? ` "${row.msg}"` : ""} (${row.condition})`;
    for (const [k, row] of bm)
      if (!rm.has(k)) this.emit(op, { kind: "error", action: "removed", element: `${op} error ${k}`, direction: "response", detail: `error ${describe(row)} no longer listed`, impact: "compatible", pointer: `${opPtr}/x-errors`, side: "base" });
    for (const [k, { row, i }] of rm) {
      const element = `${op} error ${k}`;
      const pointer = `${opPtr}/x-errors/${i}`;
      const old = bm.get(k);
      if (!old) {
        this.emit(op, { kind: "error", action: "added", element, direction: "response", detail: `error ${describe(row)} added`, impact: "compatible", pointer });
        continue;
      }
      if (old.code !== row.code)
        this.emit(op, { kind: "error", action: "code-changed", element, direction: "response", detail: `error code ${old.code} → ${row.code} (${row.condition})`, impact: "breaking-reader", pointer });
      if ((old.msg ?? null) !== (row.msg ?? null))
        this.emit(op, { kind: "error", action: "msg-changed", element, direction: "response", detail: `error msg ${show(old.msg)} → ${show(row.msg)} (${row.code}, ${row.condition})`, impact: "breaking-reader", pointer });
      if (old.status !== row.status)
        this.emit(op, { kind: "error", action: "status-changed", element, direction: "response", detail: `error status ${old.status} → ${row.status} (${row.code}, ${row.condition})`, impact: "breaking-reader", pointer });
    }
  }

  // ---- schemas -----------------------------------------------------------------------------------------------

  private schema(bNode: any, rNode: any, ctx: Ctx, holderPtr: string | undefined, kind: ChangeKind) {
    const b = this.resolve(this.b.doc, bNode);
    const r = this.resolve(this.r.doc, rNode);
    if (!b.node || !r.node || typeof b.node !== "object" || typeof r.node !== "object") return;
    const { where } = ctx;
    let ptr: string | undefined = r.node[PTR] ?? holderPtr;
    const stack = ctx.stack;
    // The same component on both sides: its changes are its own, reported once under its name.
    if (b.comp && b.comp === r.comp && !where.includes(" form ")) {
      const entered = ctx.stack.at(-1) === b.comp && where === b.comp;
      if (!entered) {
        if (ctx.stack.includes(b.comp)) return;
        // Compared once per direction: another operation reaching it gets the same changes.
        const key = `${b.comp}|${ctx.dir}|${kind}`;
        const known = this.memo.get(key);
        if (known) {
          for (const c of known) this.changes.push({ ...c, op: ctx.op });
          return;
        }
        const start = this.changes.length;
        this.schema(bNode, rNode, { ...ctx, where: b.comp, stack: [...ctx.stack, b.comp] }, r.compPtr ?? ptr, kind);
        this.memo.set(key, this.changes.slice(start));
        return;
      }
      ptr = r.compPtr ?? ptr;
    }
    const c: Ctx = { ...ctx, where, stack };
    const emit = (e: Omit<Emitted, "direction" | "kind"> & { kind?: ChangeKind }) => this.emit(ctx.op, { kind, direction: ctx.dir, ...e });
    const bs = b.node;
    const rs = r.node;

    const wasDep = deprecatedAt(bs, this.b.level);
    const isDep = deprecatedAt(rs, this.r.level);
    if (wasDep !== isDep && kind !== "parameter")
      emit({ action: isDep ? "deprecated" : "undeprecated", element: where, detail: isDep ? "deprecated" : "no longer deprecated", impact: "compatible", pointer: ptr });

    // Types: the set of JSON types the element admits.
    const bothUnions = union(bs) && union(rs);
    if (!bothUnions) {
      const tb = this.typeSet(this.b.doc, bs);
      const tr = this.typeSet(this.r.doc, rs);
      if (tb && tr) {
        const added = [...tr].filter((t) => !tb.has(t));
        const removed = [...tb].filter((t) => !tr.has(t) && !(t === "integer" && tr.has("number")));
        if (added.length || removed.length) {
          const change = removed.length && added.length ? "retyped" : removed.length ? "narrowed" : "widened";
          const nullOnly = [...added, ...removed].every((t) => t === "null");
          const detail = nullOnly ? `null ${added.length ? "now allowed" : "no longer allowed"}` : `type ${[...tb].join("|")} → ${[...tr].join("|")}`;
          emit({ action: change, element: where, detail, impact: valueSetImpact(ctx.dir, change), pointer: ptr });
        }
      }
    }
    if (bs.const !== undefined && rs.const !== undefined && JSON.stringify(bs.const) !== JSON.stringify(rs.const))
      emit({ action: "retyped", element: where, detail: `constant ${show(bs.const)} → ${show(rs.const)}`, impact: valueSetImpact(ctx.dir, "retyped"), pointer: ptr });
    if (bs.format !== rs.format && bs.format && rs.format)
      emit({ action: "retyped", element: where, detail: `format ${bs.format} → ${rs.format}`, impact: valueSetImpact(ctx.dir, "retyped"), pointer: ptr });

    this.enumValues(bs, rs, c, ptr, emit);
    this.bounds(bs, rs, c, ptr, emit);

    if (ctx.dir === "request" && JSON.stringify(bs.default) !== JSON.stringify(rs.default))
      emit({ action: "default-changed", element: where, detail: `default ${show(bs.default)} → ${show(rs.default)} (a caller that omits it gets the new default)`, impact: "breaking-caller", pointer: ptr });

    this.properties(bs, rs, c, kind);
    if (bs.items && rs.items) this.schema(bs.items, rs.items, { ...c, where: `${where}[]` }, ptr, kind);
    if (Array.isArray(bs.allOf) && Array.isArray(rs.allOf)) {
      for (const [x, y] of pairBranches(bs.allOf, rs.allOf).both) this.schema(x, y, c, ptr, kind);
    }
    for (const k of ["oneOf", "anyOf"] as const) if (Array.isArray(bs[k]) && Array.isArray(rs[k])) this.forms(bs[k], rs[k], c, ptr, kind);
  }

  private typeSet(doc: JsonObject, s: JsonObject): Set<string> | undefined {
    if (s.type !== undefined) {
      const set = new Set<string>(Array.isArray(s.type) ? s.type : [s.type]);
      if (s.nullable === true) set.add("null");
      return set;
    }
    const branches = s.oneOf ?? s.anyOf;
    if (Array.isArray(branches)) {
      const out = new Set<string>();
      for (const br of branches) {
        const t = this.typeSet(doc, this.resolve(doc, br).node ?? {});
        if (!t) return undefined;
        t.forEach((x) => out.add(x));
      }
      return out;
    }
    if (Array.isArray(s.allOf)) {
      for (const br of s.allOf) {
        const t = this.typeSet(doc, this.resolve(doc, br).node ?? {});
        if (t) return t;
      }
    }
    if (s.const !== undefined) return new Set([s.const === null ? "null" : typeof s.const === "number" ? "number" : typeof s.const]);
    if (s.properties) return new Set(["object"]);
    return undefined;
  }

  private enumValues(bs: JsonObject, rs: JsonObject, c: Ctx, ptr: string | undefined, emit: (e: any) => void) {
    const be: unknown[] | undefined = bs.enum;
    const re: unknown[] | undefined = rs.enum;
    if (!be || !re) {
      if (be && !re && rs.type !== undefined && !union(rs))
        emit({ action: "widened", element: c.where, detail: `no longer limited to ${be.map(show).join(", ")}`, impact: valueSetImpact(c.dir, "widened"), pointer: ptr });
      if (!be && re && bs.type !== undefined && !union(bs))
        emit({ action: "narrowed", element: c.where, detail: `now limited to ${re.map(show).join(", ")}`, impact: valueSetImpact(c.dir, "narrowed"), pointer: ptr });
      return;
    }
    const key = (v: unknown) => JSON.stringify(v);
    const bk = new Map(be.map((v) => [key(v), v]));
    const rk = new Map(re.map((v) => [key(v), v]));
    const levelsB: JsonObject = bs["x-enum-levels"] ?? {};
    const levelsR: JsonObject = rs["x-enum-levels"] ?? {};
    const removed = [...bk].filter(([k]) => !rk.has(k)).map(([, v]) => v);
    const added = [...rk].filter(([k]) => !bk.has(k)).map(([, v]) => v);
    const at = (v: unknown) => `${ptr}/x-enum-levels/${escape(String(v))}`;
    // A renamed value: the newer name's x-enum-levels says which name it had.
    for (const v of [...added]) {
      const from = levelsR[String(v)]?.renamed?.from ?? levelsB[String(v)]?.renamed?.from;
      const old = removed.find((x) => String(x) === from) ?? removed.find((x) => levelsR[String(x)]?.renamed?.from === String(v) || levelsB[String(x)]?.renamed?.from === String(v));
      if (old === undefined) continue;
      removed.splice(removed.indexOf(old), 1);
      added.splice(added.indexOf(v), 1);
      const newest = levelsR[String(v)]?.renamed || levelsB[String(v)]?.renamed ? v : old;
      emit({ kind: "enum-value", action: "renamed", element: `${c.where}=${newest}`, detail: `value renamed (was ${show(old)})`, impact: valueSetImpact(c.dir, "retyped"), pointer: at(newest) });
    }
    for (const v of removed)
      emit({ kind: "enum-value", action: "removed", element: `${c.where}=${v}`, detail: "value removed", impact: valueSetImpact(c.dir, "narrowed"), pointer: at(v) });
    for (const v of added)
      emit({ kind: "enum-value", action: "added", element: `${c.where}=${v}`, detail: `value added${c.dir === "response" ? " (a reader with a closed set meets a value it does not know)" : ""}`, impact: valueSetImpact(c.dir, "widened"), pointer: at(v) });
    for (const [k, v] of rk) {
      if (!bk.has(k)) continue;
      const was = levelsB[String(v)]?.deprecated !== undefined && this.b.level >= levelsB[String(v)].deprecated;
      const is = levelsR[String(v)]?.deprecated !== undefined && this.r.level >= levelsR[String(v)].deprecated;
      if (was !== is)
        emit({ kind: "enum-value", action: is ? "deprecated" : "undeprecated", element: `${c.where}=${v}`, detail: `value ${is ? "deprecated" : "no longer deprecated"}`, impact: "compatible", pointer: at(v) });
    }
  }

  private bounds(bs: JsonObject, rs: JsonObject, c: Ctx, ptr: string | undefined, emit: (e: any) => void) {
    const one = (name: string, before: unknown, after: unknown, tightened: boolean) => {
      const change = tightened ? "narrowed" : "widened";
      emit({ action: tightened ? "bound-tightened" : "bound-loosened", element: c.where, detail: `${name} ${show(before)} → ${show(after)} (${tightened ? "tightened" : "loosened"})`, impact: valueSetImpact(c.dir, change), pointer: ptr });
    };
    for (const k of LOWER) {
      const x = bs[k];
      const y = rs[k];
      if (x === y || (typeof x !== "number" && typeof y !== "number")) continue;
      one(k, x, y, x === undefined || (y !== undefined && y > x));
    }
    for (const k of UPPER) {
      const x = bs[k];
      const y = rs[k];
      if (x === y || (typeof x !== "number" && typeof y !== "number")) continue;
      one(k, x, y, x === undefined || (y !== undefined && y < x));
    }
    if (bs.pattern !== rs.pattern) one("pattern", bs.pattern, rs.pattern, rs.pattern !== undefined);
    if (!!bs.uniqueItems !== !!rs.uniqueItems) one("uniqueItems", !!bs.uniqueItems, !!rs.uniqueItems, !!rs.uniqueItems);
  }

  private properties(bs: JsonObject, rs: JsonObject, c: Ctx, kind: ChangeKind) {
    const bp = new Map(Object.entries<JsonObject>(bs.properties ?? {}));
    const rp = new Map(Object.entries<JsonObject>(rs.properties ?? {}));
    if (!bp.size && !rp.size) return;
    const breq = new Set<string>(bs.required ?? []);
    const rreq = new Set<string>(rs.required ?? []);
    const pairs = pairRenames(bp, rp, (_, name) => name);
    const field = (name: string) => `${c.where}.${name}`;
    const request = c.dir === "request";
    const what = request ? "field" : "response field";
    const emit = (e: Omit<Emitted, "direction" | "kind">) => this.emit(c.op, { kind, direction: c.dir, ...e });
    for (const [name, p] of pairs.removed)
      emit({ action: "removed", element: field(name), detail: `${what} removed${!request && !breq.has(name) ? " (it was optional)" : ""}`, impact: request ? "breaking-caller" : "breaking-reader", pointer: p[PTR], side: "base" });
    for (const [name, p] of pairs.added) {
      const required = rreq.has(name);
      emit({ action: "added", element: field(name), detail: `${required && request ? "required " : ""}${what} added`, impact: request && required ? "breaking-caller" : "compatible", pointer: p[PTR] });
    }
    for (const [from, to, , p] of pairs.renamed)
      emit({ action: "renamed", element: field(to), detail: `${what} renamed (was ${from.split(".").pop()})`, impact: request ? "breaking-caller" : "breaking-reader", pointer: p[PTR] });
    for (const [name, pb, pr] of pairs.both) {
      if (breq.has(name) !== rreq.has(name)) {
        const now = rreq.has(name);
        const impact: Impact = request ? (now ? "breaking-caller" : "compatible") : now ? "compatible" : "breaking-reader";
        emit({ action: now ? "required" : "optional", element: field(name), detail: `${what} ${now ? "now required" : request ? "now optional" : "may now be absent"}`, impact, pointer: pr[PTR] });
      }
      this.schema(pb, pr, { ...c, where: field(name) }, pr[PTR], kind);
    }
  }

  /** The branches of a union (event forms, value forms), paired by component name or by their fixed type. */
  private forms(bList: any[], rList: any[], c: Ctx, ptr: string | undefined, kind: ChangeKind) {
    const pairs = pairBranches(bList, rList, (doc, n) => this.resolve(doc, n), this.b.doc, this.r.doc);
    const formKind: ChangeKind = c.where.includes("Event") ? "event-form" : kind;
    const open = bList.some((br) => this.resolve(this.b.doc, br).node?.["x-unspecified"] !== undefined);
    const request = c.dir === "request";
    for (const [label, n] of pairs.removed)
      this.emit(c.op, { kind: formKind, direction: c.dir, action: "form-removed", element: `${c.where} form ${label}`, detail: "form removed", impact: request ? "breaking-caller" : "compatible", pointer: this.resolve(this.b.doc, n).node?.[PTR] ?? ptr, side: "base" });
    for (const [label, n] of pairs.added) {
      const impact: Impact = request || open ? "compatible" : "breaking-reader";
      const note = !request ? (open ? " (the union has a catch-all form, so readers already handle unknown forms)" : " (a reader meets a form it does not know)") : "";
      this.emit(c.op, { kind: formKind, direction: c.dir, action: "form-added", element: `${c.where} form ${label}`, detail: `form added${note}`, impact, pointer: this.resolve(this.r.doc, n).node?.[PTR] ?? ptr });
    }
    for (const [x, y, label] of pairs.both) this.schema(x, y, { ...c, where: isComponentLabel(label) ? c.where : `${c.where} form ${label}` }, ptr, kind);
  }
}

const isComponentLabel = (label: string) => /^[A-Z]/.test(label);
const union = (s: JsonObject) => Array.isArray(s.oneOf) || Array.isArray(s.anyOf);
const firstMedia = (content: JsonObject | undefined) => (content ? Object.values<JsonObject>(content)[0] : undefined);

/** Pairs two keyed maps; an element that was renamed (same pointer, or its x-feature-level names the old key) pairs across names. */
function pairRenames<T extends JsonObject>(b: Map<string, T>, r: Map<string, T>, nameOf: (node: T, key: string) => string) {
  const removed = new Map([...b].filter(([k]) => !r.has(k)));
  const added = new Map([...r].filter(([k]) => !b.has(k)));
  const renamed: [string, string, T, T][] = [];
  for (const [kr, nr] of [...added]) {
    for (const [kb, nb] of [...removed]) {
      const same = nr[PTR] !== undefined && nr[PTR] === nb[PTR];
      const from = nr["x-feature-level"]?.renamed?.from ?? nb["x-feature-level"]?.renamed?.from;
      const nameB = nameOf(nb, kb);
      const nameR = nameOf(nr, kr);
      if (same || (from !== undefined && (from === nameB || from === nameR) && nameB !== nameR && kb.split(".")[0] === kr.split(".")[0])) {
        renamed.push([kb, kr, nb, nr]);
        removed.delete(kb);
        added.delete(kr);
        break;
      }
    }
  }
  const both: [string, T, T][] = [...r].filter(([k]) => b.has(k)).map(([k, v]) => [k, b.get(k)!, v]);
  return { removed, added, renamed, both };
}

/** Branch labels: the component a branch names, else its const or type, else its position. */
function pairBranches(bList: any[], rList: any[], resolve?: (doc: JsonObject, n: any) => Resolved, bDoc?: JsonObject, rDoc?: JsonObject) {
  const label = (doc: JsonObject | undefined, n: any, i: number): string => {
    if (typeof n?.$ref === "string") return n.$ref.split("/").pop();
    const node = resolve && doc ? resolve(doc, n).node : n;
    const fixed = node?.properties?.type?.const ?? node?.const;
    if (fixed !== undefined) return `type=${fixed}`;
    if (typeof node?.type === "string") return node.type;
    return `#${i}`;
  };
  const bm = new Map(bList.map((n, i) => [label(bDoc, n, i), n]));
  const rm = new Map(rList.map((n, i) => [label(rDoc, n, i), n]));
  return {
    removed: [...bm].filter(([k]) => !rm.has(k)),
    added: [...rm].filter(([k]) => !bm.has(k)),
    both: [...rm].filter(([k]) => bm.has(k)).map(([k, v]) => [bm.get(k), v, k] as [any, any, string]),
  };
}
