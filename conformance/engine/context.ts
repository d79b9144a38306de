// What a rule sees: callers per declared role, a cleanup stack, names with the run prefix, and properties whose
// failures become findings. Serialisation follows the spec, so rules pass decoded values.
import type fc from "fast-check";
import { accountFor, type Account } from "./accounts.ts";
import { TEXT_IN_REPORT, type Credentials, type WireRequest } from "./http.ts";
import { runProperty } from "./property.ts";
import { toFinding, type Session } from "./session.ts";
import type { Exchange, Role, Step } from "./types.ts";
import { toCurl } from "./curl.ts";
import { DeadlineReached, Violation } from "./violation.ts";
import { faultContextOf, faultOf, INPUT_INDEPENDENT, OperationUnresponsive, TransportFault } from "./faults.ts";
import { CapabilityMissing, ignoredSent, lacksOperation, type CapabilityGap } from "./capabilities.ts";
import { toWire } from "../arbitraries/wire.ts";
import { wireText } from "../../lib/wire/index.ts";
import type { CallInput, Caller, Rule, RuleContext } from "../rules/types.ts";

export interface RuleRun {
  ctx: RuleContext;
  /** The requests of the case that ended with `failed` (the violation's exchange), that set its state up. */
  stepsBefore(failed: Exchange | undefined): Step[];
  /** Runs the cleanup stack; failures to restore become warnings. */
  finish(): Promise<void>;
  requests(): number;
}

// Names must be unique across the whole run, not per rule: two rules creating a "group" in one run would otherwise
// both ask for <prefix>-group-1, and servers (like Zulip) refuse duplicate names.
const nameCounters = new WeakMap<Session, number>();
const nextName = (s: Session, label: string) => {
  const n = (nameCounters.get(s) ?? 0) + 1;
  nameCounters.set(s, n);
  return `${s.prefix}-${label}-${n}`;
};

/**
 * Shrinking only pays where the input decides the outcome: not for a fault on the way, a missing Zulip extra, or an
 * event that never came (the last poll was a bounded wait that ended empty; each shrink step would wait again).
 */
const worthShrinking = (err: unknown) =>
  !(err instanceof OperationUnresponsive) &&
  !(err instanceof CapabilityMissing) &&
  !(err instanceof TransportFault && INPUT_INDEPENDENT.has(err.fault.kind)) &&
  !(err instanceof Violation && err.details.exchange?.response.error === "wait-ended");

export function makeRuleContext(s: Session, rule: Rule): RuleRun {
  const undo: { label: string; fn: () => Promise<unknown> }[] = [];
  let requests = 0;
  // Every exchange of the rule, tagged with the property case it belongs to (0 outside properties): a finding shows
  // the writes of its own case that came before it.
  const trail: { ex: Exchange; run: number }[] = [];
  let run = 0;
  const traced = async (p: Promise<Exchange>) => {
    const ex = await p;
    trail.push({ ex, run });
    return ex;
  };
  const replay = s.replay;
  // --record tags each exchange with the rule that sent it.
  const unit = { rule: rule.id };
  const caller = (label: string, role: Role | "anonymous", creds: Credentials | null, userId: number, email: string, loginName = email): Caller => ({
    label,
    role,
    email,
    loginName,
    userId,
    call: async (op, input) => {
      requests++;
      if (input?.waitMs === undefined) return traced(call(s, creds, op, input, unit));
      // A bounded wait says which rule waits and for what: a run waiting on a silent server never looks hung.
      const what = `${op} as ${label}`;
      const started = Date.now();
      s.emit({ type: "waiting", id: rule.id, what, ms: input.waitMs });
      const ex = await traced(call(s, creds, op, input, unit));
      if (ex.response.error === "wait-ended") s.emit({ type: "waiting", id: rule.id, what, ms: Date.now() - started, ended: true });
      return ex;
    },
  });
  const accountOf = new WeakMap<Caller, Account>();
  const declared = (c: Caller, what: string): Account => {
    const a = accountOf.get(c);
    if (!a) throw new Error(`rule ${rule.id}: ${what} needs a caller from ctx.as()`);
    return a;
  };
  const ctx: RuleContext = {
    spec: s.spec,
    facts: s.facts,
    since: (levelRef) => s.spec.level >= s.facts.levelOf(levelRef),
    prefix: s.prefix,
    eventWaitMs: s.options.eventWaitMs,
    as(role, index = 0) {
      const declared = rule.roles.filter((r) => r === role).length;
      if (index >= declared) throw new Error(`rule ${rule.id} uses ${role} #${index + 1} but declares ${declared} in roles`);
      const a = accountFor(s.accounts, role, index)!;
      const c = caller(a.label, role, a, a.userId, a.email, a.loginName);
      accountOf.set(c, a);
      return c;
    },
    anonymous: caller("anonymous", "anonymous", null, 0, ""),
    name: (label) => nextName(s, label),
    cleanup: (label, fn) => void undo.push({ label, fn }),
    note: (text) => void s.notes.push(`${rule.id}: ${text}`),
    credentials: {
      basic(email, apiKey, label = "explicit-credentials") {
        s.redactor.add(apiKey, "$API_KEY", email);
        return caller(label, "anonymous", { label, email, apiKey }, 0, email);
      },
      authorization(email, apiKey, form, label = "explicit-authorization") {
        s.redactor.add(apiKey, "$API_KEY", email);
        return caller(label, "anonymous", { label, email, apiKey, form }, 0, email);
      },
      apiKeyOf: (c) => declared(c, "apiKeyOf").apiKey,
      passwordOf(c) {
        const a = declared(c, "passwordOf");
        if (!a.login) throw new Error(`rule ${rule.id}: ${a.label} has no password (declare its role in passwords)`);
        return a.login;
      },
      async fetchKey(op, body) {
        requests++;
        const ex = await s.transport.send({ method: "POST", path: op.split(" ")[1], form: body, auth: null, keepSecrets: true, unit });
        if (ex.response.error === "deadline") throw new DeadlineReached();
        const key = (ex.response.json as Record<string, unknown> | undefined)?.api_key;
        const apiKey = typeof key === "string" ? key : undefined;
        const json = ex.response.json as Record<string, unknown> | undefined;
        s.redactor.add(apiKey, "$API_KEY", typeof json?.email === "string" ? json.email : body?.username);
        const response = s.redactor.response(ex.response, TEXT_IN_REPORT);
        throwOnFault({ request: ex.request, response }, s.spec.operations.find((o) => o.key === op));
        return { exchange: { request: ex.request, response }, ...(apiKey !== undefined ? { apiKey } : {}) };
      },
    },
    async each(cases, check) {
      for (const c of cases) {
        run++;
        try {
          await check(c);
        } catch (err) {
          // A fault on the way (or a missing extra) ends the rule as before: the next case would meet it again.
          if (!(err instanceof Violation) || err instanceof TransportFault) throw err;
          s.findings.push(toFinding(s, rule.id, err.details, "", stepsBefore(err.details.exchange)));
        }
      }
    },
    async property(name, arbitrary, predicate, options) {
      const counted = async (v: unknown) => {
        run++;
        return (predicate as (v: unknown) => Promise<void>)(v);
      };
      const outcome = await runProperty({ runSeed: s.options.seed, unit: rule.id, name, runs: options?.runs ?? s.options.runs, replay }, arbitrary as fc.Arbitrary<unknown>, counted, worthShrinking);
      if (outcome.status !== "failed") return;
      if (!(outcome.error instanceof Violation)) throw outcome.error;
      s.findings.push(toFinding(s, rule.id, outcome.error.details, outcome.replayPath, stepsBefore(outcome.error.details.exchange)));
    },
  };
  /** The writes of the failing case before its exchange (polls and plain reads left out), the last MAX_STEPS. */
  function stepsBefore(failed: Exchange | undefined): Step[] {
    const at = failed ? trail.findIndex((t) => t.ex === failed) : trail.length;
    const end = at < 0 ? trail.length : at;
    const caseRun = end > 0 ? (at < 0 || at >= trail.length ? trail[end - 1].run : trail[at].run) : run;
    const writes = trail.slice(0, end).filter((t) => (t.run === caseRun || t.run === 0) && t.ex.request.method !== "GET");
    return writes.slice(-MAX_STEPS).map(({ ex }) => ({ request: ex.request, answer: answerOf(ex), curl: toCurl(ex.request) }));
  }
  return {
    ctx,
    stepsBefore,
    requests: () => requests,
    async finish() {
      for (const step of undo.reverse()) {
        try {
          await step.fn();
        } catch (err) {
          // An undo through an extra the server lacks (DELETE /events): nothing the seed asks for, said once a run.
          if (err instanceof CapabilityMissing) {
            const note = `cleanup: ${err.gap.capability} is missing on this server, so what the suite undoes with it stays (${err.gap.evidence})`;
            if (!s.notes.includes(note)) s.notes.push(note);
            continue;
          }
          s.findings.push({ severity: "warning", rule: rule.id, title: "Could not restore server state", expected: step.label, received: String(err) });
        }
      }
    },
  };
}

/** How many earlier requests a finding shows. */
const MAX_STEPS = 6;

function answerOf(ex: Exchange): string {
  const r = ex.response;
  if (r.error) return `no response: ${r.error}${r.errorDetail ? ` (${r.errorDetail})` : ""}`;
  const body = r.json !== undefined ? JSON.stringify(r.json) : r.text;
  return `${r.status} ${body.length > 200 ? `${body.slice(0, 200)}…` : body}`;
}

/** Sends one operation call with decoded inputs serialised per the spec. */
/**
 * Requests that change no organization data: reads, logging in, and the client's own event queues. Under
 * --read-only nothing else may be sent, even a request a correct server would refuse: a broken server might not.
 */
export const SESSION_OPERATIONS = new Set(["POST /fetch_api_key", "POST /dev_fetch_api_key", "POST /register", "DELETE /events"]);
export const changesNothing = (opKey: string) => opKey.startsWith("GET ") || SESSION_OPERATIONS.has(opKey);

/**
 * A bounded wait on a server that has delivered no event to any queue of this run, after one whole wait ended with
 * nothing: waiting the full --event-wait again for each rule would only cost time (a run on a server that never
 * delivers events stays within a minute of a normal one). One delivered event restores the full wait.
 */
export const SHORT_EVENT_WAIT_MS = 1_000;

function eventWait(s: Session, waitMs: number | undefined): number | undefined {
  const d = s.eventDelivery;
  if (waitMs === undefined || d.delivered || d.emptyWaits === 0 || waitMs <= SHORT_EVENT_WAIT_MS) return waitMs;
  d.shortened++;
  return SHORT_EVENT_WAIT_MS;
}

/** Learns from every GET /events answer whether the server delivers events at all. */
function learnDelivery(s: Session, ex: Exchange): void {
  if (ex.response.error === "wait-ended") s.eventDelivery.emptyWaits++;
  const events = (ex.response.json as { events?: unknown } | undefined)?.events;
  if (Array.isArray(events) && events.some((e) => (e as { type?: unknown })?.type !== "heartbeat")) s.eventDelivery.delivered = true;
}

export async function call(s: Session, auth: Credentials | null, opKey: string, input: CallInput = {}, unit?: WireRequest["unit"]): Promise<Exchange> {
  const [method, path] = opKey.split(" ");
  if (s.options.readOnly && !changesNothing(opKey)) {
    throw new Error(`sent ${opKey} under --read-only; a rule that sends it must declare writes: true`);
  }
  const op = s.spec.operations.find((o) => o.key === opKey);
  const sent = [...Object.keys(input.query ?? {}), ...Object.keys(input.body ?? {})];
  // An extra known to be missing is not sent again: the rule needing it is skipped with the gap.
  const known = op?.beyondSeed ? [opKey, ...sent.map((name) => `${opKey} ${name}`)].map((c) => s.gaps.get(c)).find(Boolean) : undefined;
  if (known) throw new CapabilityMissing(known);
  const fieldOf = (name: string) => op?.parameters.find((p) => p.name === name) ?? op?.body?.fields.find((f) => f.name === name);
  // lib/wire: a field of the operation travels as generated values do (toWire), anything else pre-encoded (wireText).
  const wire = (values: Record<string, unknown> | undefined) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(values ?? {})) {
      if (v === undefined) continue;
      const field = fieldOf(k);
      out[k] = field ? toWire(v, field) : wireText(v);
    }
    return out;
  };
  const waitMs = eventWait(s, input.waitMs);
  const ex = await s.transport.send({
    method,
    path,
    pathParams: Object.fromEntries(Object.entries(input.path ?? {}).map(([k, v]) => [k, String(v)])),
    query: wire(input.query),
    ...(input.body || method !== "GET" ? { form: wire(input.body), bodyKind: input.bodyKind } : {}),
    auth,
    timeoutMs: waitMs ?? input.timeoutMs ?? timeoutFor(s, opKey, input.query?.dont_block === true || input.dueAtOnce === true),
    ...(waitMs !== undefined ? { boundedWait: true } : {}),
    ...(unit ? { unit } : {}),
  });
  if (opKey === "GET /events") learnDelivery(s, ex);
  if (ex.response.error === "deadline") throw new DeadlineReached();
  if (op?.beyondSeed) learnGaps(s, opKey, ex, sent);
  throwOnFault(ex, op);
  const timeout = (ex.response.json as Record<string, unknown> | undefined)?.event_queue_longpoll_timeout_seconds;
  if (opKey === "POST /register" && typeof timeout === "number") s.longPollSeconds = timeout;
  return ex;
}

/** A beyond-seed operation answered as an unknown route, or a parameter of it ignored: the gap, learnt for the run. */
function learnGaps(s: Session, opKey: string, ex: Exchange, sent: string[]): void {
  const missing = lacksOperation(ex);
  const gaps: CapabilityGap[] = missing
    ? [{ capability: opKey, evidence: missing }]
    : ignoredSent(ex, sent).map((name) => ({ capability: `${opKey} ${name}`, evidence: "listed in ignored_parameters_unsupported" }));
  for (const gap of gaps) s.gaps.set(gap.capability, gap);
  if (gaps.length) throw new CapabilityMissing(gaps[0]);
}

/**
 * A fault on the way (timeout, reset, oversized or unparsable body, redirect loop, 5xx, missing endpoint, rate limit
 * not got past) is thrown as its own finding before the rule reads the response: the rule would misread it. An
 * operation marked unresponsive was not called: whatever needed it is not tested (runRule reports the rule skipped).
 */
export function throwOnFault(ex: Exchange, op: Parameters<typeof faultContextOf>[0]): void {
  if (ex.response.error === "unresponsive") throw new OperationUnresponsive(`${ex.request.method} ${ex.request.path}`);
  const fault = faultOf(ex, faultContextOf(op));
  if (fault) throw new TransportFault(fault, ex);
}

/**
 * A blocking GET /events may legitimately wait the server's whole long-poll timeout; everything else gets --timeout.
 * Without POST /register's event_queue_longpoll_timeout_seconds (a server without it), the seed's own bound: a
 * heartbeat comes after "a few minutes", so a blocking poll is read for up to UNKNOWN_LONG_POLL_SECONDS.
 */
export function timeoutFor(s: Session, opKey: string, dontBlock: boolean): number | undefined {
  return opKey === "GET /events" && !dontBlock ? ((s.longPollSeconds ?? UNKNOWN_LONG_POLL_SECONDS) + 10) * 1000 : undefined;
}

/** "A few minutes": the longest heartbeat wait the suite accepts when the server does not say its own. */
export const UNKNOWN_LONG_POLL_SECONDS = 600;
