// The edge sweep: every edge of every type (arbitraries/edges.ts) on every parameter of every operation, every run,
// each in an otherwise valid request (the operation's required fields present and valid, so the server parses the
// edge rather than refusing a missing field first). Each answer is judged by the generic checks, as the properties'
// are: never a 5xx, never a hang, an invalid value refused, an ID no object has never read as another object's.
//
// One finding per operation, parameter and family of edges (the family is the likely cause: "integer beyond 64
// bits", "deeply nested JSON"): a family stops at its first failing value, and a sized value (a depth, a length, a
// number of digits) is shrunk by bisection to the smallest size that still fails. The requests of an operation are
// spread over every configured account that may call it, so a server's per-account rate limit paces each less.
// Under --read-only the login operations are not among the targets (run.ts gentleReadOnly), as for the properties.
import fc from "fast-check";
import { builder, type Hints } from "../arbitraries/index.ts";
import { edgesOf, holdsIntegers, namesStoredObjects, type Edge } from "../arbitraries/edges.ts";
import { slotsOf, type GeneratedRequest, type Slot } from "../arbitraries/request.ts";
import { stillInvalid, toWire } from "../arbitraries/wire.ts";
import type { NamedCheck } from "../checks/index.ts";
import type { Account } from "./accounts.ts";
import { timeoutFor } from "./context.ts";
import { stopIfMaxFailures } from "./options.ts";
import { runPool } from "./pool.ts";
import { formatReplayPath } from "./seeds.ts";
import { toFinding, type Session } from "./session.ts";
import type { Operation } from "./spec.ts";
import type { Exchange } from "./types.ts";
import { DeadlineReached, type ViolationDetails } from "./violation.ts";
import { judge, wireOf, type AppliesTo } from "./phase-checks.ts";

/** The ID a writing operation's path names: no object has it, so nothing changes (the properties' hint, fixed). */
const ABSENT_ID = "1999999937";

/** Payload Too Large, URI Too Long, Request Header Fields Too Large. */
const SIZE_REFUSALS = new Set([413, 414, 431]);

export interface SweepPlan {
  op: Operation;
  slot: Slot;
  callers: (Account | null)[];
  base: () => Promise<GeneratedRequest>;
  /** Whether the base request alone meets no fault and no failure (else the sweep of the operation says nothing). */
  healthy: () => Promise<boolean>;
  name: string;
  /** Send only the edges a correct server refuses (the operation's valid requests would create objects). */
  onlyRefused: boolean;
}

type Failure = ViolationDetails & { rule: string };

/** The replay property of one parameter's sweep: `--path 'edge:<operationId>:<location>.<name>@<edge label>'`. */
export const sweepProperty = (op: Operation, slot: Slot) => `edge:${op.operationId}:${slot.location}.${slot.field.name}`;

/**
 * Runs the sweep of the given operations (already filtered by the check phase: seed operations of this shard and
 * selection, each with its caller) and records its findings. Returns whether the time budget ran out.
 */
export async function runSweep(
  s: Session,
  checks: NamedCheck[],
  appliesTo: AppliesTo,
  targets: { op: Operation; caller: Account | null }[],
  warned: Set<string>,
): Promise<{ deadline: boolean }> {
  const known = knownIds(s);
  const plans: SweepPlan[] = [];
  for (const { op, caller } of targets) {
    const reads = op.method === "get" || op.requiredRole === "anonymous";
    // Every configured account that may call the operation takes its turn (a per-account rate limit is spent
    // less): any role at or above the caller's, never a bot, a guest only where the caller is one.
    const callers = caller ? s.accounts.filter((a) => a.role !== "bot" && (a.role !== "guest" || caller.role === "guest") && roleAtLeast(s, a, caller)) : [null];
    const base = memo(() => baseRequest(s, op, reads, caller, known));
    // The base request alone first: a fault it meets too (a 5xx on every request, a reset, a hang, a missing
    // endpoint) is not the edge's doing, and the properties report it once for the operation; the sweep leaves it.
    // Not where the base alone would create an object (no ID in it names an absent one): there it is never sent.
    const slots = slotsOf(op);
    const safe = reads || slots.some((sl) => sl.required && namesStoredObjects(sl.field.name) && holdsIntegers(sl.field.schema));
    const healthy = memo(async () => !safe || (await send(s, checks, appliesTo, op, undefined, await base(), undefined, caller, warned)) === undefined);
    // A writing operation is safe to sweep when its request names an object no server holds (an ID in the path, a
    // required ID field): a correct server refuses it whatever the edge. Otherwise its valid requests create
    // objects, and only edges a correct server refuses are sent.
    for (const slot of slots) plans.push({ op, slot, callers, base, healthy, name: sweepProperty(op, slot), onlyRefused: !safe });
  }
  let deadline = false;
  await runPool(plans, s.options.workers, async (plan) => {
    if (deadline || s.options.stop.reason) return;
    if (s.replay && s.replay.property !== plan.name) return;
    if (s.replay) s.replay.matched = true;
    try {
      await sweepSlot(s, checks, appliesTo, plan, warned);
    } catch (err) {
      if (err instanceof DeadlineReached) deadline = true;
      else s.notes.push(`checks: ${plan.name} could not run: ${(err as Error).message}`);
    }
  });
  return { deadline };
}

async function sweepSlot(s: Session, checks: NamedCheck[], appliesTo: AppliesTo, plan: SweepPlan, warned: Set<string>): Promise<void> {
  const { op, slot } = plan;
  const base = await plan.base();
  if (!(await plan.healthy())) return;
  const failedFamilies = new Set<string>();
  let turn = 0;
  // On a server that limits the rate of requests, each family's mildest value and every sized one (the crashes
  // this sweep exists for): about a third of the requests, so the run costs no more waiting than without the sweep.
  const limited = s.transport.limits.limiting;
  const edges = edgesOf(slot.field, slot.location).filter((e, i, all) => (!s.replay?.fcPath || e.label === s.replay.fcPath) && (!limited || e.sized || all.findIndex((x) => x.family === e.family) === i));
  for (const edge of edges) {
    if (failedFamilies.has(edge.family)) continue; // one cause, one finding: the family's mildest failing value
    if (plan.onlyRefused && !refusedByAnyReading(edge, slot)) continue;
    stopIfMaxFailures(s.options, s.findings);
    if (s.options.stop.reason) return;
    const caller = plan.callers[turn++ % plan.callers.length];
    const attempt = (wire: string) => send(s, checks, appliesTo, op, slot, base, { ...edge, wire }, caller, warned);
    let outcome = await attempt(edge.wire);
    if (outcome === "unresponsive") return;
    if (!outcome?.length) continue;
    failedFamilies.add(edge.family);
    let shown = edge;
    if (edge.sized && !outcome.every((f) => f.kind === "timeout")) {
      // The smallest size that still fails the same way (bisection: the family's cause grows with the size).
      const same = outcome[0].rule;
      let lo = edge.sized.min;
      let hi = edge.sized.size;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        const probe = await attempt(edge.sized.at(mid));
        if (probe === "unresponsive") break;
        if (probe?.some((f) => f.rule === same)) {
          hi = mid;
          outcome = probe;
        } else lo = mid + 1;
      }
      if (hi !== edge.sized.size) shown = { ...edge, label: `${hi.toLocaleString("en")} ${edge.sized.unit} (shrunk from ${edge.label})`, wire: edge.sized.at(hi) };
    }
    const where = `${slot.field.name} (${slot.location})`;
    for (const f of outcome) {
      s.findings.push(
        toFinding(
          s,
          f.rule,
          {
            ...f,
            title: `${f.title}: ${where} = ${shown.family} (${shown.label})`,
            cause: `${where}: ${edge.family}`,
            received: `${f.received}${edge.raw ? ` [the value was sent unencoded: ${shown.wire.slice(0, 80)}]` : ""}`,
          },
          formatReplayPath(plan.name, edge.label),
        ),
      );
    }
  }
}

/** Sends one edge in the base request and judges the answer: the failures, "unresponsive", or nothing. */
async function send(
  s: Session,
  checks: NamedCheck[],
  appliesTo: AppliesTo,
  op: Operation,
  slot: Slot | undefined,
  base: GeneratedRequest,
  edge: Edge | undefined,
  caller: Account | null,
  warned: Set<string>,
): Promise<Failure[] | "unresponsive" | undefined> {
  const req = slot && edge ? withEdge(base, slot, edge) : base;
  const invalid = !!slot && !!edge && refusedByAnyReading(edge, slot);
  if (invalid) req.defect = { location: slot!.location, name: slot!.field.name, kind: "invalid", wire: edge!.wire, field: slot!.field };
  const property = slot ? sweepProperty(op, slot) : `edge:${op.operationId}:base`;
  const raw = edge?.raw && slot ? { raw: { location: slot.location, name: slot.field.name } } : {};
  const ex: Exchange = await s.transport.send({ ...wireOf(s, op, req, caller, property), ...raw });
  if (ex.response.error === "deadline") throw new DeadlineReached();
  if (ex.response.error === "wait-ended") return undefined;
  if (ex.response.error === "unresponsive") return "unresponsive";
  // A path value may not reach the operation at all: a router's 404 or 405 says nothing about the endpoint.
  if (slot?.location === "path" && (ex.response.status === 404 || ex.response.status === 405) && !ex.response.error) return undefined;
  // "Request size limits: not shown": a request refused for its size (before the application reads it) is fair.
  if (SIZE_REFUSALS.has(ex.response.status) && !ex.response.error) {
    const note = `checks: the server refused a request for its size (status ${ex.response.status}, ${op.key}${slot && edge ? `, ${slot.field.name} = ${edge.family}` : ""}); the seed shows no request size limit, so such refusals are not judged`;
    if (!s.notes.some((n) => n.startsWith(`checks: the server refused a request for its size (status ${ex.response.status}`))) s.notes.push(note);
    return undefined;
  }
  const failures = judge(s, checks, appliesTo, op, invalid ? "negative" : "edge", req, ex, warned);
  return failures.length ? failures : undefined;
}

/** An edge every reading of the seed refuses: invalid for the field, and not one a lenient parser may accept. */
function refusedByAnyReading(edge: Edge, slot: Slot): boolean {
  return !edge.raw && !edge.lenient && stillInvalid(edge.wire, slot.field);
}


function withEdge(base: GeneratedRequest, slot: Slot, edge: Edge): GeneratedRequest {
  const req: GeneratedRequest = { pathParams: { ...base.pathParams }, query: { ...base.query }, ...(base.form ? { form: { ...base.form }, bodyKind: base.bodyKind } : {}) };
  const target = slot.location === "path" ? req.pathParams : slot.location === "query" ? req.query : (req.form ??= {});
  target[slot.field.name] = edge.wire;
  req.edge = { location: slot.location, name: slot.field.name, family: edge.family, label: edge.label, wire: edge.wire };
  return req;
}

/**
 * The operation's required fields, valid: on a reading operation the path names an object the caller can read (so
 * the query's edges are parsed past the lookup); on a writing one an ID no object has (so nothing changes).
 */
async function baseRequest(s: Session, op: Operation, reads: boolean, caller: Account | null, known: KnownIds): Promise<GeneratedRequest> {
  const hints: Hints = { ids: reads ? "any" : "absent" };
  const req: GeneratedRequest = { pathParams: {}, query: {}, ...(op.body || op.method !== "get" ? { form: {}, bodyKind: "urlencoded" as const } : {}) };
  for (const slot of slotsOf(op)) {
    if (!slot.required) continue;
    let value: string | undefined;
    if (slot.location === "path") value = reads ? await known.of(slot.field.name, caller) : undefined;
    value ??= slot.location === "path" && slot.field.schema?.type === "integer" ? ABSENT_ID : plainText(slot) ? `${s.prefix}-sweep` : sampleValid(slot, hints, s.options.seed);
    if (slot.location === "path") req.pathParams[slot.field.name] = value;
    else if (slot.location === "query") req.query[slot.field.name] = value;
    else req.form![slot.field.name] = value;
  }
  // A blocking poll answers only at an event or a heartbeat: the sweep asks for the non-blocking reply (an edge of
  // dont_block itself is still a blocking poll, read for the event wait at most).
  if (timeoutFor(s, op.key, false) !== undefined) req.query.dont_block = "true";
  return req;
}

/**
 * A free-text field (no enum, format or pattern): the run's prefix, so that whatever a server keeps of the request
 * is named as the run's own (the suite's --cleanup finds it by that prefix).
 */
const plainText = (slot: Slot) => {
  const sc = slot.field.schema;
  return slot.location !== "path" && !slot.field.jsonEncoded && sc?.type === "string" && !sc.enum && !sc.format && !sc.pattern && !("const" in sc);
};

/** A valid wire value of a field, reproducible from the run seed; a list is given an item where it may have one. */
function sampleValid(slot: Slot, hints: Hints, seed: number): string {
  const arb = builder(slot.location === "path" ? { ...hints, inPath: true } : hints).valid(slot.field.schema);
  const values = fc.sample(arb, { numRuns: 20, seed });
  const chosen = values.find((v) => !(Array.isArray(v) && v.length === 0)) ?? values[0];
  return toWire(chosen, slot.field);
}

interface KnownIds {
  of(name: string, caller: Account | null): Promise<string | undefined>;
}

/** IDs of objects the caller can read, by path parameter name: its own user, a channel it sees, that channel's first message. */
function knownIds(s: Session): KnownIds {
  const channel = memo(async () => {
    const caller = s.accounts.find((a) => a.role === "member") ?? s.accounts[0];
    if (!caller) return undefined;
    const ex = await s.transport.send({ method: "GET", path: "/streams", auth: caller, unit: { rule: "checks", property: "edge:setup" } });
    const streams = (ex.response.json as { streams?: { stream_id?: unknown; first_message_id?: unknown }[] } | undefined)?.streams;
    return Array.isArray(streams) ? streams.find((c) => Number.isInteger(c?.stream_id)) : undefined;
  });
  return {
    async of(name, caller) {
      if (name === "user_id" && caller) return String(caller.userId);
      if (name === "email" && caller) return caller.email;
      if (name === "stream_id") {
        const c = await channel();
        return c ? String(c.stream_id) : undefined;
      }
      if (name === "message_id") {
        const c = await channel();
        return Number.isInteger(c?.first_message_id) ? String(c!.first_message_id) : undefined;
      }
      return undefined;
    },
  };
}

function roleAtLeast(s: Session, a: Account, than: Account): boolean {
  const mine = s.facts.roles.find((r) => r.name === a.role)?.code;
  return mine !== undefined && s.facts.roleAtLeast(mine, than.role);
}

function memo<T>(f: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= f());
}
