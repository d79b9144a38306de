// The generic checks on every operation at the tested level: for each operation and each kind of case
// (valid, invalid, unauthenticated, wrong key, unknown parameter) a fast-check property sends generated requests
// and applies every selected check to every exchange. A failing check fails the property, so fast-check shrinks
// the request; warnings are recorded once and never fail anything.
import fc from "fast-check";
import { invalidRequest, validRequest, withUnknownParameter, unknownParameterNames, defectHolds, type GeneratedRequest } from "../arbitraries/request.ts";
import type { Hints } from "../arbitraries/index.ts";
import { CHECKS, type CaseKind, type NamedCheck } from "../checks/index.ts";
import type { Account } from "./accounts.ts";
import { levelSkipReason } from "./levels.ts";
import type { Credentials, WireRequest } from "./http.ts";
import { runProperty } from "./property.ts";
import { toFinding, type Session } from "./session.ts";
import type { Operation } from "./spec.ts";
import type { Demand, Exchange, RuleResult } from "./types.ts";
import type { ViolationDetails } from "./violation.ts";
import { DeadlineReached, Violations } from "./violation.ts";
import { runPool } from "./pool.ts";
import { runSweep } from "./phase-sweep.ts";
import { shardFilter } from "./shard.ts";
import { timeoutFor } from "./context.ts";
import { stopIfMaxFailures } from "./options.ts";
import { faultContextOf, faultDetails, faultOf, INPUT_INDEPENDENT, OperationUnresponsive, type FaultKind } from "./faults.ts";

export const CHECKS_AREA = "checks";

interface Unit {
  op: Operation;
  kind: CaseKind;
  arbitrary: fc.Arbitrary<GeneratedRequest>;
  auth: Credentials | null | { bad: string };
  runs: number;
}

/**
 * The account that calls the operation: a member where the operation's role allows one (a guest's view is
 * restricted beyond the operation's role), else the least privileged configured role at or above the required one,
 * by the spec's role table. Never a bot (excluded principals).
 */
function callerFor(s: Session, op: Operation): Account | undefined {
  if (op.requiredRole === "anonymous") return undefined;
  const required = op.requiredRole;
  const allowed = [...s.facts.roles].reverse().filter((r) => s.facts.roleAtLeast(r.code, required)).map((r) => r.name);
  const order = allowed.includes("member") ? ["member", ...allowed.filter((n) => n !== "member")] : allowed;
  return order.map((r) => s.accounts.find((a) => a.role === r)).find((a) => a !== undefined);
}

/** The properties to run, and why some operations or cases are not exercised. */
export function planUnits(s: Session, selectedOps?: ReadonlySet<string>): { units: Unit[]; skipped: string[]; sweep: { op: Operation; caller: Account | null }[] } {
  const units: Unit[] = [];
  const skipped: string[] = [];
  const sweep: { op: Operation; caller: Account | null }[] = [];
  const fewer = Math.max(1, Math.ceil(s.options.runs / 4));
  const inShard = shardFilter(s.options.shard, s.spec.operations.filter((o) => !o.beyondSeed).map((o) => o.key));
  for (const op of s.spec.operations) {
    if (op.beyondSeed) continue; // helpers, never the subject of a check
    if (!inShard(op.key)) continue; // --shard: another job's operation
    if (selectedOps && !selectedOps.has(op.key)) continue; // --only/--skip by operation, method, path or tag
    const reads = op.method === "get" || op.requiredRole === "anonymous";
    if (s.options.readOnly && !reads) {
      skipped.push(`${op.key}: --read-only`);
      continue;
    }
    // Valid requests to writing operations target IDs no server holds, so they change nothing; writing
    // operations without an ID in the path would create objects, and are left to the seed rules.
    const hasIdPath = op.parameters.some((p) => p.in === "path" && p.schema?.type === "integer");
    const hints: Hints = { ids: reads ? "any" : "absent" };
    const mayPositive = reads || hasIdPath;
    const account = callerFor(s, op);
    const auth = op.requiredRole === "anonymous" ? null : account ?? undefined;
    if (auth === undefined) {
      skipped.push(`${op.key}: no account with role ${op.requiredRole} configured`);
    } else {
      sweep.push({ op, caller: auth });
      if (mayPositive) units.push({ op, kind: "positive", arbitrary: validRequest(op, hints), auth, runs: s.options.runs });
      else skipped.push(`${op.key}: valid requests would create objects (covered by rules)`);
      const invalid = invalidRequest(op, hints, s.spec.operations);
      if (invalid) units.push({ op, kind: "negative", arbitrary: invalid, auth, runs: s.options.runs });
      if (mayPositive) units.push({ op, kind: "unknown-parameter", arbitrary: fc.tuple(validRequest(op, hints), unknownParameterNames).map(([r, names]) => withUnknownParameter(r, op, names)), auth, runs: fewer });
    }
    units.push({ op, kind: "no-auth", arbitrary: validRequest(op, { ids: "absent" }), auth: null, runs: fewer });
    const someEmail = s.accounts[0]?.email;
    if (op.requiredRole !== "anonymous" && someEmail) {
      units.push({ op, kind: "bad-auth", arbitrary: validRequest(op, { ids: "absent" }), auth: { bad: someEmail }, runs: fewer });
    }
  }
  return { units, skipped, sweep };
}

/**
 * `operations`: per check, the operations --only/--skip select for it (engine/glob.ts Selection.checkOperations);
 * absent, every operation. A check is applied only to the exchanges of its operations. `alongside` (the rule phase)
 * runs beside the edge sweep, which ends the phase.
 */
export async function runCheckPhase(s: Session, selected: NamedCheck[], operations?: ReadonlyMap<string, readonly string[]>, alongside?: () => Promise<void>): Promise<void> {
  if (!selected.length) return alongside?.();
  const opsOf = operations ? new Map([...operations].map(([id, ops]) => [id, new Set(ops)] as const)) : undefined;
  const appliesTo = (c: NamedCheck, key: string) => !opsOf || !!opsOf.get(c.id)?.has(key);
  const started = Date.now();
  for (const c of selected) s.emit({ type: "unit-start", id: c.id, area: CHECKS_AREA });
  // Checks declare their own level range; outside it they are not applied (and are reported skipped).
  const outOfRange = new Map(selected.map((c) => [c.id, levelSkipReason(s.facts, c, s.spec.level)] as const).filter(([, why]) => why !== undefined));
  const checks = selected.filter((c) => !outOfRange.has(c.id));
  const union = opsOf ? new Set(checks.flatMap((c) => [...(opsOf.get(c.id) ?? [])])) : undefined;
  const { units, skipped, sweep } = checks.length ? planUnits(s, union) : { units: [], skipped: [], sweep: [] };
  for (const why of skipped) s.notes.push(`checks: ${why}`);
  const replay = s.replay;
  const requestsBefore = s.requestCount;
  let deadline = false;
  const warned = new Set<string>();
  let stopped = false;
  await runPool(units, s.options.workers, async (u) => {
    if (deadline) return;
    // --max-failures: once reached, the properties not started yet are not run.
    stopIfMaxFailures(s.options, s.findings);
    if (s.options.stop.reason) {
      stopped = true;
      return;
    }
    const name = `${u.op.operationId}/${u.kind}`;
    try {
      const outcome = await runProperty({ runSeed: s.options.seed, unit: CHECKS_AREA, name, runs: u.runs, replay }, u.arbitrary, async (req) => {
        // An invalid case must still be invalid after shrinking; otherwise it is discarded, never reported.
        if (u.kind === "negative") fc.pre(defectHolds(req));
        const ex = await s.transport.send(wireOf(s, u.op, req, u.auth, name));
        if (ex.response.error === "deadline") throw new DeadlineReached();
        if (ex.response.error === "wait-ended") return;
        if (ex.response.error === "unresponsive") throw new OperationUnresponsive(u.op.key);
        // A fault on the way is its own finding, and no check reads that exchange (a missing endpoint is not an
        // authentication failure, a timeout no schema violation).
        // A path value that is not of its type may not reach the operation at all: a router answering 404 or 405
        // for /streams/abc says nothing about the endpoint (the seed shows no statuses), and the answer is not read.
        const malformedPath = req.defect?.location === "path";
        if (malformedPath && (ex.response.status === 404 || ex.response.status === 405) && !ex.response.error) return;
        const failures = judge(s, checks, appliesTo, u.op, u.kind, req, ex, warned);
        if (failures.length) throw new Violations(failures);
      }, worthShrinking);
      if (outcome.status === "failed") {
        // Marked unresponsive (by this unit or another): the operation's one finding covers it.
        if (outcome.error instanceof OperationUnresponsive) return;
        if (!(outcome.error instanceof Violations)) throw outcome.error;
        for (const v of outcome.error.list) s.findings.push(toFinding(s, v.rule, v, outcome.replayPath));
      }
    } catch (err) {
      if (err instanceof DeadlineReached) deadline = true;
      else s.notes.push(`checks: ${name} could not run: ${(err as Error).message}`);
    }
  });
  // The edge sweep, after the properties (its findings come with their own cause and smallest trigger).
  const sweeping = s.options.edgeSweep && !deadline && !stopped && !s.options.stop.reason && (!replay || replay.property.startsWith("edge:"));
  const [swept] = await Promise.all([sweeping ? runSweep(s, checks, appliesTo, sweep, warned) : undefined, alongside?.()]);
  if (swept?.deadline) deadline = true;
  if (s.options.stop.reason) stopped = true;
  const requests = s.requestCount - requestsBefore;
  for (const c of selected) {
    const failed = s.findings.some((f) => f.rule === c.id && f.severity === "failure");
    const notHere = outOfRange.get(c.id);
    const result: RuleResult = {
      id: c.id,
      area: CHECKS_AREA,
      title: c.title,
      seed: "Common conventions; Authentication; Errors",
      status: notHere ? "skipped" : (deadline || stopped) && !failed ? "skipped" : failed ? "failed" : "passed",
      ...(notHere ? { reason: notHere } : deadline && !failed ? { reason: "time budget exhausted" } : stopped && !failed ? { reason: s.options.stop.reason! } : {}),
      durationMs: Date.now() - started,
      requests,
    };
    s.results.push(result);
    s.emit({ type: "unit-end", result });
  }
}


/** What judging an exchange needs besides it: the run, the checks applied and to which operations. */
export type AppliesTo = (c: NamedCheck, opKey: string) => boolean;

/**
 * Every selected check on one exchange: the failures (a fault on the way is the one failure, and no check reads that
 * exchange: a missing endpoint is not an authentication failure, a timeout no schema violation); warnings are
 * recorded at once, once per check, operation, title and status (`warned`). Shared by the properties and the sweep.
 */
export function judge(
  s: Session,
  checks: NamedCheck[],
  appliesTo: AppliesTo,
  op: Operation,
  kind: CaseKind,
  req: GeneratedRequest,
  ex: Exchange,
  warned: Set<string>,
): (ViolationDetails & { rule: string; demand?: Demand })[] {
  const fault = faultOf(ex, faultContextOf(op));
  // The seed shows no status and no transport: a crash or a hang departs from what follows from it, not from its words.
  const parameter = req.edge?.name ?? req.defect?.name;
  if (fault) return [{ ...faultDetails(fault, ex), rule: faultOwner(fault.kind, checks), operation: op.key, demand: "inferred", ...(parameter ? { parameter } : {}) }];
  const failures: (ViolationDetails & { rule: string; demand?: Demand })[] = [];
  for (const c of checks) {
    if (!appliesTo(c, op.key)) continue;
    const out = c.check({ exchange: ex, op, spec: s.spec, kind, sent: req });
    if (!out) continue;
    const demand = out.demand ?? c.demand;
    if (out.severity === "failure") failures.push({ ...out, rule: c.id, exchange: ex, operation: op.key, demand, ...(parameter ? { parameter } : {}) });
    else {
      const key = `${c.id} ${op.key} ${out.title} ${ex.response.status}`;
      if (!warned.has(key)) {
        warned.add(key);
        s.findings.push(toFinding(s, c.id, { ...out, exchange: ex, operation: op.key, demand }));
      }
    }
  }
  return failures;
}

/** Shrinking a fault that does not depend on the request (a timeout, a missing endpoint) only costs time. */
const worthShrinking = (err: unknown) =>
  !(err instanceof OperationUnresponsive) && !(err instanceof Violations && err.list.every((v) => v.exchange?.response.error || (v.kind && INPUT_INDEPENDENT.has(v.kind))));

/** The check a fault is reported under: the one whose subject it is, if selected, else the first selected. */
function faultOwner(kind: FaultKind, checks: NamedCheck[]): string {
  const owner = kind === "unparsable-body" ? "checks/content_type_conformance" : kind === "endpoint-missing" ? "checks/status_code_conformance" : "checks/not_a_server_error";
  return checks.some((c) => c.id === owner) ? owner : checks[0].id;
}

/**
 * A generated request on the wire, for the property (or sweep) `property`. A blocking poll is read for the event wait
 * at most: a server that holds it until its heartbeat (minutes, as the seed allows) answers nothing the checks could
 * judge sooner; a wait that ends is not judged.
 */
export function wireOf(s: Session, op: Operation, req: GeneratedRequest, auth: Credentials | null | { bad: string }, property: string): WireRequest {
  const blocking = timeoutFor(s, op.key, req.query.dont_block === "true") !== undefined;
  return {
    method: op.method.toUpperCase(),
    path: op.path,
    pathParams: req.pathParams,
    query: req.query,
    ...(req.form ? { form: req.form, bodyKind: req.bodyKind } : {}),
    auth,
    ...(blocking ? { timeoutMs: s.options.eventWaitMs, boundedWait: true } : {}),
    unit: { rule: CHECKS_AREA, property },
  };
}
