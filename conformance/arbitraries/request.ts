// Whole requests for one operation: every parameter and body field serialised per location (path, query,
// urlencoded or multipart body), valid or with exactly one deliberate defect.
import fc from "fast-check";
import { builder, type Hints } from "./index.ts";
import { invalidWire, stillInvalid, toWire, type WireField } from "./wire.ts";
import type { Operation } from "../engine/spec.ts";

export type Location = "path" | "query" | "body";

export interface Slot {
  location: Location;
  required: boolean;
  field: WireField;
}

export interface Defect {
  location: Location;
  name: string;
  kind: "invalid" | "missing";
  /** The invalid wire value (kind "invalid"). */
  wire?: string;
  field: WireField;
}

export interface GeneratedRequest {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  form?: Record<string, string>;
  bodyKind?: "urlencoded" | "multipart";
  defect?: Defect;
  /** The unknown parameters it carries (withUnknownParameter). */
  unknown?: string[];
  /** The edge sweep's value (engine/phase-sweep.ts): which parameter carries which edge. */
  edge?: { location: Location; name: string; family: string; label: string; wire: string };
}

export function slotsOf(op: Operation): Slot[] {
  const params: Slot[] = op.parameters
    .filter((p) => p.in === "path" || p.in === "query")
    .map((p) => ({
      location: p.in as Location,
      required: p.in === "path" || p.required,
      field: { name: p.name, schema: p.schema, jsonEncoded: p.jsonEncoded, fullSchema: op.fullSchema(p.name) },
    }));
  const body: Slot[] = (op.body?.fields ?? []).map((f) => ({
    location: "body",
    required: f.required,
    field: { name: f.name, schema: f.schema, jsonEncoded: f.jsonEncoded, fullSchema: op.fullSchema(f.name) },
  }));
  return [...params, ...body];
}

type Values = Record<string, string | undefined>;

function valuesArb(slots: Slot[], hints: Hints): fc.Arbitrary<Values> {
  const build = builder(hints);
  const model: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const s of slots) {
    const wire = (s.location === "path" ? builder({ ...hints, inPath: true }) : build).valid(s.field.schema).map((v) => toWire(v, s.field));
    model[key(s)] = s.required ? wire : fc.option(wire, { nil: undefined });
  }
  return fc.record(model);
}

function key(s: Slot): string {
  return `${s.location}:${s.field.name}`;
}

function assemble(op: Operation, slots: Slot[], values: Values, bodyKind: "urlencoded" | "multipart", defect?: Defect): GeneratedRequest {
  const req: GeneratedRequest = { pathParams: {}, query: {}, ...(op.body || op.method !== "get" ? { form: {}, bodyKind } : {}) };
  for (const s of slots) {
    let v = values[key(s)];
    if (defect && defect.location === s.location && defect.name === s.field.name) v = defect.kind === "missing" ? undefined : defect.wire;
    if (v === undefined) continue;
    if (s.location === "path") req.pathParams[s.field.name] = v;
    else if (s.location === "query") req.query[s.field.name] = v;
    else req.form![s.field.name] = v;
  }
  if (defect) req.defect = defect;
  return req;
}

// The seed's encoding only: "form-encoded fields in the body". Multipart bodies (which Zulip and its clients also
// send) are a capability of their own, tested by envelope/multipart-bodies-accepted as a warning, never here.
const bodyKinds = fc.constant<"urlencoded" | "multipart">("urlencoded");

/** Requests the spec calls valid at the tested level. */
export function validRequest(op: Operation, hints: Hints = { ids: "any" }): fc.Arbitrary<GeneratedRequest> {
  const slots = slotsOf(op);
  return fc.tuple(valuesArb(slots, hints), bodyKinds).map(([values, kind]) => assemble(op, slots, values, kind));
}

/**
 * Requests with exactly one invalid or missing value; null when the operation has no expressible defect.
 * `others` are the spec's other operations: a path value is never made invalid where the resulting path belongs
 * to another operation (an invalid /users/{user_id} is a valid /users/{email}).
 */
/**
 * invalidWire per operation and field, built once per process: it samples its candidates to drop the unproductive
 * ones, work that depends on the field alone (operations come from the cached spec model, so runs share them).
 */
const invalidWires = new WeakMap<Operation, Map<string, fc.Arbitrary<string> | null>>();
function invalidWireOf(op: Operation, location: string, field: Parameters<typeof invalidWire>[0]): fc.Arbitrary<string> | null {
  let byField = invalidWires.get(op);
  if (!byField) invalidWires.set(op, (byField = new Map()));
  const key = `${location} ${field.name}`;
  if (!byField.has(key)) byField.set(key, invalidWire(field));
  return byField.get(key)!;
}

export function invalidRequest(op: Operation, hints: Hints = { ids: "any" }, others: Operation[] = []): fc.Arbitrary<GeneratedRequest> | null {
  const slots = slotsOf(op);
  const defects: fc.Arbitrary<Defect>[] = [];
  const pathShared = others.some((o) => o !== op && o.method === op.method && templatesOverlap(o.path, op.path));
  for (const s of slots) {
    if (s.location === "path" && pathShared) continue;
    const base = { location: s.location, name: s.field.name, field: s.field };
    const bad = invalidWireOf(op, s.location, s.field);
    if (bad) defects.push(bad.map((wire) => ({ ...base, kind: "invalid" as const, wire })));
    if (s.required && s.location !== "path") defects.push(fc.constant({ ...base, kind: "missing" as const }));
  }
  if (!defects.length) return null;
  return fc
    .tuple(valuesArb(slots, hints), bodyKinds, fc.oneof(...defects))
    .map(([values, kind, defect]) => assemble(op, slots, values, kind, defect));
}

/** After shrinking, a defect must still be a defect: otherwise the case is discarded, never reported. */
export function defectHolds(req: GeneratedRequest): boolean {
  const d = req.defect;
  if (!d) return false;
  return d.kind === "missing" || (d.wire !== undefined && stillInvalid(d.wire, d.field));
}

export const UNKNOWN_PARAMETER = "conformance_unknown_parameter";

/**
 * Unknown parameter names of every shape a server's parser might treat apart (a leading underscore, a dash, capitals,
 * brackets, a dot, non-ASCII, digits first), each with a random tail; all carry "conf", so none is ever a real
 * parameter of this API or of Zulip's. A request carries one of each: a server that ignores one shape is caught
 * every run.
 */
export const unknownParameterNames: fc.Arbitrary<string[]> = fc
  .stringMatching(/^[a-z0-9]{1,6}$/)
  .map((t) => [UNKNOWN_PARAMETER, `_conf${t}`, `conf-${t}`, `Conf${t.toUpperCase()}`, `conf[${t}]`, `conf.${t}`, `c\u00f6nf${t}`, `9conf${t}`]);

/** A valid request plus parameters the operation does not have (by default the one plain name). */
export function withUnknownParameter(req: GeneratedRequest, op: Operation, names: string[] = [UNKNOWN_PARAMETER]): GeneratedRequest {
  const extra = Object.fromEntries(names.map((n) => [n, "1"]));
  if (op.method === "get") return { ...req, query: { ...req.query, ...extra }, unknown: names };
  return { ...req, form: { ...(req.form ?? {}), ...extra }, unknown: names };
}

/** Whether some concrete path could match both templates (same length, literals equal where both are literal). */
export function templatesOverlap(a: string, b: string): boolean {
  const sa = a.split("/");
  const sb = b.split("/");
  const param = (x: string) => x.startsWith("{");
  return sa.length === sb.length && sa.every((x, i) => x === sb[i] || param(x) || param(sb[i]));
}
