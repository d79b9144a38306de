// runConformance: the whole run as one function returning a Report value. The CLI and the tests call it, handing
// in the rules to run (the engine knows no rule set of its own).
import { specFacts, type SpecFacts } from "../../lib/spec/index.ts";
import { accountRoles, ConfigError, login, LOGIN_OPERATIONS, readAccountsFile, type AccountsFile } from "./accounts.ts";
import { matchesAny, refOf, Selection, SelectionError, type OperationRef } from "./glob.ts";
import { applyBaseline, BaselineError, fingerprint, fingerprintsOf, missingBaseline, readBaseline } from "./baseline.ts";
import { loadUserRules, UserRuleError } from "./user-rules.ts";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { levelRangeProblems } from "./levels.ts";
import { Transport } from "./http.ts";
import { resolveOptions, stopIfMaxFailures, type ConformanceRun, type ResolvedOptions } from "./options.ts";
import { runCheckPhase } from "./phase-checks.ts";
import { areaOf, runRulePhase } from "./phase-rules.ts";
import { Redactor } from "./redact.ts";
import { parseReplayPath } from "./seeds.ts";
import { shardRules } from "./shard.ts";
import { editDistance, unknownIdsMessage } from "./suggest.ts";
import type { Session } from "./session.ts";
import { specModel, specNewestLevel } from "./spec.ts";
import { probe } from "./target.ts";
import type { Finding, Report, RuleResult } from "./types.ts";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { httpClient, type HttpClient } from "./client.ts";
import { toCurl } from "./curl.ts";
import { groupFindings } from "./group.ts";
import { HarRecorder } from "./har.ts";
import { makeDirs } from "./dirs.ts";
import { realClock, type Clock } from "./limits.ts";
import type { ViolationDetails } from "./violation.ts";
import { TIME_BUDGET_EXHAUSTED } from "./violation.ts";
import { CHECKS } from "../checks/index.ts";
import { SHORT_EVENT_WAIT_MS } from "./context.ts";
import type { Rule } from "../rules/types.ts";

/** The package's version, from its package.json (the nearest one above this file: source and dist/ alike). */
function packageVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string; version?: string };
      if (pkg.name === "teamchat-api-toolchain" && pkg.version) return pkg.version;
    } catch {
      // not here: one directory up
    }
  }
  return "0.0.0";
}

export const TOOL = { name: "teamchat-conformance", version: packageVersion() };

/** Every selectable id: the generic checks and the given seed rules. */
export function allRuleIds(rules: readonly Rule[]): string[] {
  return [...CHECKS.map((c) => c.id), ...rules.map((r) => r.id)];
}

/** Every operation of the spec (all levels) as selectors see it: key, method, path, tags. */
export function operationCatalogue(specPath?: string): OperationRef[] {
  return listOperations(loadSpec(specPath ? { path: specPath } : {})).map((o) => refOf(`${o.method.toUpperCase()} ${o.path}`, (o.operation.tags as string[] | undefined) ?? []));
}

/** The operations the generic checks exercise: the seed's (beyond-seed helpers never are a check's subject). */
export function checkedOperations(specPath?: string): string[] {
  return listOperations(loadSpec(specPath ? { path: specPath } : {})).filter((o) => !o.beyondSeed).map((o) => `${o.method.toUpperCase()} ${o.path}`);
}

/**
 * What --only/--skip select among the checks and rules, or the one-line problem: a malformed selector, a rule-id
 * glob or an operation selector matching nothing (with the nearest ids), or a selection leaving nothing to run.
 */
export function planSelection(
  only: readonly string[],
  skip: readonly string[],
  rules: readonly { id: string; operations: readonly string[] }[],
  specPath?: string,
): { selection: Selection; checks: Map<string, string[]>; rules: string[] } | { problem: string } {
  let selection: Selection;
  try {
    selection = Selection.of(only, skip);
  } catch (err) {
    if (err instanceof SelectionError) return { problem: `${only.length ? "--only" : "--skip"}: ${err.message}` };
    throw err;
  }
  const catalogue = operationCatalogue(specPath);
  const ids = allRuleIds(rules as readonly Rule[]);
  const bad = selection.unmatched(ids, catalogue);
  const flagOf = (text: string) => [only.includes(text) && "--only", skip.includes(text) && "--skip"].filter(Boolean).join("/");
  if (bad.ids.length) {
    const named = [...new Set(bad.ids.map(flagOf))].join("/");
    return { problem: `${named}: ${unknownIdsMessage(bad.ids, ids)}` };
  }
  if (bad.operations.length) {
    const text = bad.operations[0];
    const kind = [...selection.only, ...selection.skip].find((x) => x.text === text)!.kind;
    const tags = [...new Set(catalogue.flatMap((o) => o.tags))].sort();
    const near = catalogue.map((o) => o.key).sort((a, b) => editDistance(text, a) - editDistance(text, b)).slice(0, 3);
    const why =
      kind === "tag"
        ? `no operation has this tag; tags: ${tags.join(", ")}`
        : kind === "method"
          ? "no operation of the spec has this method"
          : kind === "path"
            ? `matches no path of the spec ("*" is one segment, "**" any: path:/streams/*, path:/users/**)`
            : `matches no operation of the spec (did you mean ${near.join(", ")}?; "*" is one path segment: 'GET /streams/*')`;
    return { problem: `${flagOf(text)}: ${text}: ${why}` };
  }
  const exercised = checkedOperations(specPath);
  const checks = new Map(CHECKS.map((c) => [c.id, selection.checkOperations({ id: c.id, operations: exercised }, catalogue)] as const).filter(([, ops]) => ops.length));
  const selectedRules = rules.filter((r) => selection.selectsRule(r, catalogue)).map((r) => r.id);
  if (!checks.size && !selectedRules.length) {
    return { problem: skip.length ? `--skip ${skip.join(",")} leaves nothing of ${only.length ? `--only ${only.join(",")}` : "the suite"} to run` : `--only ${only.join(",")} selects no check or rule` };
  }
  return { selection, checks, rules: selectedRules };
}

export async function runConformance(input: ConformanceRun): Promise<Report> {
  const redactor = new Redactor();
  const resources: RunResources = {};
  try {
    // The last line of defence: every string of the report (notes, reasons, findings, evidence) once more, with every
    // secret the run has learnt by its end, so nothing a rule or check wrote can carry a credential.
    let report = await run(input, redactor, resources);
    if (input.baseline) {
      try {
        report = applyBaseline(report, input.baseline);
      } catch (err) {
        if (!(err instanceof BaselineError)) throw err;
        report = configError(report, err.message);
      }
    }
    // What the server's rate limits cost, whichever way the run ended (once it reached the server).
    if (resources.transport) report.rateLimit = { ...resources.transport.limits.summary };
    return redactor.deep(report);
  } finally {
    // The verdict is out: every connection goes (in flight or idle), so the process can exit at once.
    await resources.client?.close();
    if (input.record && resources.recorder) resources.recorder.write(input.record, TOOL, redactor);
  }
}

/** What a run opens and runConformance closes whatever happens: the HTTP client, the HAR recorder (--record). */
interface RunResources {
  client?: HttpClient;
  recorder?: HarRecorder;
  /** The run's transport, once made: its rate-limit summary goes into the report. */
  transport?: Transport;
}

/** Header names whose values are credentials of some kind: registered with the redactor like API keys. */
const SECRET_HEADER = /auth|cookie|token|key|secret|session|passw|signature|credential/i;

async function run(input: ConformanceRun, redactor: Redactor, resources: RunResources): Promise<Report> {
  const started = (input.clock ?? realClock).now();
  let userRules: Rule[] = [];
  if (input.userRules?.length) {
    try {
      const facts = specFacts(input.specPath);
      userRules = await loadUserRules(input.userRules, { roles: accountRoles(facts), operations: operationCatalogue(input.specPath).map((o) => o.key), ids: allRuleIds(input.rules) });
    } catch (err) {
      if (err instanceof UserRuleError) return configError(emptyReport(resolveOptions(input), started), err.message);
      throw err;
    }
  }
  const options = resolveOptions({ ...input, rules: [...input.rules, ...userRules] });
  const report = emptyReport(options, started);
  // A baseline that does not exist is an error before anything is sent (unless this run records it).
  if (options.baseline && !options.baseline.update && !existsSync(options.baseline.file)) return configError(report, missingBaseline(options.baseline.file));
  if (options.baseline && !options.baseline.update && existsSync(options.baseline.file)) {
    try {
      const known = new Set(readBaseline(options.baseline.file).findings.map(fingerprint));
      options.stop.known = (f) => fingerprintsOf(f as Finding).some((k) => known.has(k));
    } catch (err) {
      if (err instanceof BaselineError) return configError(report, err.message);
      throw err;
    }
  }
  const plan = planSelection(options.only, options.skip, options.rules, options.specPath);
  if ("problem" in plan) return configError(report, plan.problem);

  // Levels are named in the spec, so the run's spec decides them: a reference it does not resolve stops the run here.
  let facts: SpecFacts;
  try {
    facts = specFacts(options.specPath);
  } catch (err) {
    return configError(report, `the spec ${options.specPath ?? "openapi.yaml"} cannot be read: ${(err as Error).message}`);
  }
  const unresolved = levelRangeProblems(facts, [...CHECKS, ...options.rules]);
  if (unresolved.length) return configError(report, `level references the spec does not resolve: ${unresolved.join("; ")}`);
  const roles = accountRoles(facts);

  let accountsFile: AccountsFile | undefined;
  try {
    if (options.accounts.kind === "file") accountsFile = readAccountsFile(options.accounts.path, roles);
    if (options.accounts.kind === "inline") accountsFile = options.accounts.file;
  } catch (err) {
    if (err instanceof ConfigError) return configError(report, err.message);
    throw err;
  }

  for (const [name, value] of Object.entries(options.headers)) if (SECRET_HEADER.test(name)) redactor.add(value, "$HEADER_VALUE");
  if (options.record) {
    // A file that cannot be written is the user's mistake, said now rather than after the run.
    try {
      const why = makeDirs(dirname(options.record));
      if (why) throw new Error(why);
      writeFileSync(options.record, "");
    } catch (err) {
      return configError(report, `--record ${options.record}: ${(err as Error).message}`);
    }
    resources.recorder = new HarRecorder();
  }
  let fetch = options.fetch;
  if (!options.injectedFetch) {
    try {
      resources.client = httpClient({ caFile: options.caFile, insecure: options.insecure, idleTimeoutMs: options.maxTimeMs });
    } catch (err) {
      if (err instanceof ConfigError) return configError(report, err.message);
      throw err;
    }
    fetch = resources.client.fetch;
  }

  const seen = new Map<string, Set<number>>();
  const session = { seen, requestCount: 0 } as Partial<Session> as Session;
  const transport = new Transport({
    baseUrl: options.url,
    fetch,
    timeoutMs: options.timeoutMs,
    deadline: started + options.maxTimeMs,
    maxBodyBytes: options.maxBodyBytes,
    redactor,
    clock: options.clock,
    retry: options.retry,
    headers: options.headers,
    ...(options.rate !== undefined ? { rate: options.rate } : {}),
    ...(options.unresponsiveAfter !== undefined ? { unresponsiveAfter: options.unresponsiveAfter } : {}),
    ...(resources.recorder ? { recorder: resources.recorder } : {}),
    onExchange: (ex) => {
      session.requestCount++;
      const key = `${ex.request.method} ${ex.request.path}`;
      if (!seen.has(key)) seen.set(key, new Set());
      if (!ex.response.error) seen.get(key)!.add(ex.response.status);
    },
  });

  resources.transport = transport;
  if (options.waitForServerMs) {
    const waited = await waitForServer(transport, options.waitForServerMs, options.clock);
    if (!waited.ok) {
      return finish({ ...report, verdict: "unreachable", exitCode: 3, notes: [`--wait-for-server: GET /server_settings did not answer within ${options.waitForServerMs / 1000} s (${waited.last})`] }, started, options.clock);
    }
  }
  const target = await probe(transport);
  if (!target.ok && target.broken) {
    // This API, broken at its first call: a violation (exit 1), not "unreachable".
    return finish({ ...report, verdict: "violations", exitCode: 1, notes: [target.reason], findings: [setupFinding(SETUP_SERVER_SETTINGS, target.broken)], rules: [setupResult(SETUP_SERVER_SETTINGS, "failed", started, options.clock)], summary: { ...report.summary, requests: session.requestCount } }, started, options.clock);
  }
  if (!target.ok) return finish({ ...report, verdict: "unreachable", exitCode: 3, notes: [target.reason] }, started, options.clock);
  const newest = specNewestLevel(options.specPath);
  const notes: string[] = [];
  let level = options.level ?? target.advertisedLevel;
  if (options.level !== undefined) notes.push(`testing level ${options.level} (--level); the server advertises ${target.advertisedLevel}`);
  if (level > newest) {
    notes.push(`the server advertises feature level ${level}, newer than the spec's newest (${newest}); tested as ${newest}`);
    level = newest;
  }
  const spec = specModel(level, options.specPath);

  let accounts: Awaited<ReturnType<typeof login>> = { accounts: [], unavailable: [], faults: [] };
  if (options.accounts.kind === "dev") accounts = await login(transport, redactor, roles, { dev: true });
  else if (accountsFile) accounts = await login(transport, redactor, roles, { file: accountsFile });
  // Logins the server broke (a timeout, a 5xx, a malformed or oversized GET /users/me) are violations, not the
  // configuration's fault: with no account left the run stops there, exit 1; otherwise it goes on without them.
  const setupFindings = groupFindings(accounts.faults.map((v) => setupFinding(SETUP_LOGIN, v)), transport.unresponsive());
  const setupResults = setupFindings.length ? [setupResult(SETUP_LOGIN, "failed", started, options.clock)] : [];
  if (options.accounts.kind !== "none" && !accounts.accounts.length && setupFindings.length) {
    const why = `none of the ${accounts.unavailable.length} accounts could log in, through the server's fault (see the ${SETUP_LOGIN} finding); nothing else tested`;
    const targetInfo = { ...report.target, advertisedLevel: target.advertisedLevel, testedLevel: spec.level, specNewestLevel: newest, ...(target.version ? { serverVersion: target.version } : {}) };
    return finish({ ...report, target: targetInfo, verdict: "violations", exitCode: 1, notes: [...notes, why], findings: setupFindings, rules: setupResults, summary: { ...report.summary, requests: session.requestCount } }, started, options.clock);
  }
  if (options.accounts.kind !== "none" && !accounts.accounts.length) {
    return configError({ ...report, notes: [...notes] }, `no account could log in: ${accounts.unavailable.join("; ")}${options.accounts.kind === "dev" ? " (--dev needs a development server)" : ""}`);
  }
  notes.push(...accounts.unavailable.map((u) => `account unavailable: ${u}`));

  Object.assign(session, {
    options,
    transport,
    redactor,
    spec,
    facts,
    accounts: accounts.accounts,
    unavailable: accounts.unavailable,
    findings: [...setupFindings],
    results: [...setupResults],
    notes,
    gaps: new Map(),
    eventDelivery: { delivered: false, emptyWaits: 0, shortened: 0 },
    ...(options.path !== undefined ? { replay: parseReplayPath(options.path) } : {}),
    prefix: `conformance-${options.seed.toString(36)}-${Date.now().toString(36).slice(-4)}`,
    emit: (e) => {
      // --max-failures: counted as each unit ends, so the units not started yet are skipped with the reason.
      // Counted as the report counts them: one cause on one operation, one failure (groupFindings).
      if (e.type === "unit-end") stopIfMaxFailures(options, groupFindings(session.findings));
      options.onProgress?.(redactor.deep(e));
    },
  } satisfies Partial<Session>);

  const checks = CHECKS.filter((c) => plan.checks.has(c.id));
  const chosen = new Set(plan.rules);
  const rules = shardRules(options.shard, options.rules.filter((r) => chosen.has(r.id)));
  session.emit({ type: "plan", units: [...checks, ...rules].map((u) => ({ id: u.id, area: areaOf(u.id) })) });
  const gentle = gentleReadOnly(session, rules, plan.checks, plan.selection.empty);
  // The edge sweep (the end of the check phase) goes alongside the rule phase: the rules mostly wait (one writing
  // rule at a time, events to come), and the sweep's requests change nothing on a correct server.
  await runCheckPhase(session, checks, gentle.checkOperations, () => runRulePhase(session, gentle.rules));
  if (session.replay && !session.replay.matched) {
    return configError(report, `--path ${options.path}: no property named ${session.replay.property} ran in ${options.only.join(", ") || "the run"} (copy --path from the finding's Replay line, with its --seed and --only)`);
  }

  const failures = session.findings.filter((f) => f.severity === "failure").length;
  const scope = scopeOf(options, plan.selection.empty, checks.length + rules.length, session.results);
  if (session.replay?.matched && !failures) {
    session.notes.push(`replay --path ${options.path}: the failing case was not reached: the server's data changed since the failing run (the case is generated from it), or the server was fixed; the case replayed passed`);
  }
  const d = session.eventDelivery;
  if (d.shortened) session.notes.push(`events: the server delivered no event to any queue in this run, so after the first ${options.eventWaitMs / 1000} s wait (--event-wait) ended empty, ${d.shortened} later wait(s) were cut to ${SHORT_EVENT_WAIT_MS / 1000} s`);
  return finish(
    {
      ...report,
      target: { ...report.target, advertisedLevel: target.advertisedLevel, testedLevel: spec.level, specNewestLevel: newest, ...(target.version ? { serverVersion: target.version } : {}) },
      verdict: failures ? "violations" : "conformant",
      exitCode: failures ? 1 : 0,
      notes: session.notes,
      ...(scope ? { scope } : {}),
      rules: session.results.sort((a, b) => a.id.localeCompare(b.id)),
      // One cause on one operation, one finding (engine/group.ts), in every reporter.
      findings: withNewerServerCaveat(groupFindings(session.findings, transport.unresponsive()), target.advertisedLevel, newest),
      coverage: spec.operations.map((op) => ({
        operation: op.key,
        operationId: op.operationId,
        exercised: seen.has(op.key),
        documentedStatuses: op.statuses,
        seenStatuses: [...(seen.get(op.key) ?? [])].sort(),
      })),
      summary: { ...report.summary, requests: session.requestCount },
    },
    started,
    options.clock,
  );
}

/**
 * --read-only sends no failed login unless --allow-failed-logins: the rules that declare them are skipped with that
 * reason, and the checks do not exercise the login operations (every case there is a login with made-up credentials).
 */
function gentleReadOnly(s: Session, rules: readonly Rule[], checkOps: ReadonlyMap<string, string[]>, wholeSuite: boolean): { rules: readonly Rule[]; checkOperations?: ReadonlyMap<string, readonly string[]> } {
  const o = s.options;
  if (!o.readOnly || o.allowFailedLogins) return { rules, ...(wholeSuite ? {} : { checkOperations: checkOps }) };
  const logins = new Set<string>(LOGIN_OPERATIONS);
  const skipped = rules.filter((r) => r.failedLogins);
  for (const r of skipped) {
    const result: RuleResult = { id: r.id, area: areaOf(r.id), title: r.title, seed: r.seed, status: "skipped", reason: FAILED_LOGINS_SKIPPED, durationMs: 0, requests: 0 };
    s.emit({ type: "unit-start", id: r.id, area: result.area });
    s.results.push(result);
    s.emit({ type: "unit-end", result });
  }
  const left = [...checkOps].filter(([, ops]) => ops.some((op) => logins.has(op)));
  if (left.length) s.notes.push(`--read-only: the checks sent nothing to ${[...logins].join(" or ")} (failed logins; --allow-failed-logins sends them)`);
  return { rules: rules.filter((r) => !r.failedLogins), checkOperations: new Map([...checkOps].map(([id, ops]) => [id, ops.filter((op) => !logins.has(op))])) };
}

/** The skip reason of a rule that sends failed logins, under --read-only. */
export const FAILED_LOGINS_SKIPPED = "sends failed logins; --read-only (--allow-failed-logins runs it)";

/**
 * What the run left out of the suite, if anything: the units it ran (checks and rules, the --max-failures stop's
 * unrun ones not counted) of all it has, and why (the selection and where it came from, the shard, the stop).
 */
function scopeOf(o: ResolvedOptions, wholeSuite: boolean, planned: number, results: readonly RuleResult[]): Report["scope"] | undefined {
  const of = allRuleIds(o.rules).length;
  const stopped = o.stop.reason ? results.filter((r) => r.status === "skipped" && r.reason === o.stop.reason).length : 0;
  const fromConfig = (key: string) => (o.config?.file && o.config.keys.includes(key) ? ` (config file ${o.config.file})` : "");
  const leftOut = [
    !wholeSuite && o.only.length && `--only ${o.only.join(",")}${fromConfig("only")}`,
    !wholeSuite && o.skip.length && `--skip ${o.skip.join(",")}${fromConfig("skip")}`,
    o.shard && `--shard ${o.shard.index}/${o.shard.count}${fromConfig("shard")}`,
    stopped && `--max-failures ${o.maxFailures}${fromConfig("max-failures")}: stopped with ${stopped} not run`,
  ].filter((x): x is string => typeof x === "string");
  const ran = planned - stopped;
  return leftOut.length || ran < of ? { ran, of, leftOut } : undefined;
}

/**
 * A server newer than the spec is tested as the spec's newest level; what changed after it cannot be told apart
 * from a departure. Every finding says so (the suite's stance: README, "Servers newer than the spec").
 */
function withNewerServerCaveat(findings: Finding[], advertised: number, newest: number): Finding[] {
  if (advertised <= newest) return findings;
  const caveat = `the server advertises feature level ${advertised}, newer than the spec's newest (${newest}): this may be a change made after level ${newest} rather than a departure from the seed`;
  return findings.map((f) => (f.severity === "note" ? f : { ...f, caveat }));
}

function emptyReport(o: ResolvedOptions, started: number): Report {
  return {
    schemaVersion: 1,
    tool: TOOL,
    target: { url: o.url, advertisedLevel: null, testedLevel: 0, specNewestLevel: 0 },
    seed: o.seed,
    runs: o.runs,
    readOnly: o.readOnly,
    eventWaitMs: o.eventWaitMs,
    ...(o.unauthenticatedOnly ? { unauthenticatedOnly: true } : {}),
    ...(o.config ? { config: o.config } : {}),
    ...(o.shard ? { shard: o.shard } : {}),
    startedAt: new Date(started).toISOString(),
    durationMs: 0,
    verdict: "conformant",
    exitCode: 0,
    notes: [],
    rules: [],
    findings: [],
    coverage: [],
    summary: { passed: 0, failed: 0, skipped: 0, errored: 0, failures: 0, warnings: 0, requests: 0 },
  };
}

/** Polls GET /server_settings until it answers (any HTTP status below 500), for at most `ms`. */
async function waitForServer(transport: Transport, ms: number, clock: Clock): Promise<{ ok: true } | { ok: false; last: string }> {
  const deadline = clock.now() + ms;
  let last = "not tried";
  for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
    const left = deadline - clock.now();
    // Through the transport: its --header values, its same-origin redirects; a bounded read, never a step towards
    // marking the operation unresponsive while the server is still starting.
    const ex = await transport.send({ method: "GET", path: "/server_settings", auth: null, timeoutMs: Math.max(100, Math.min(left, 5000)), boundedWait: true });
    const r = ex.response;
    if (!r.error && r.status < 500) return { ok: true };
    last = r.error ? `${r.error}${r.errorDetail ? ` (${r.errorDetail})` : ""}` : `last answer ${r.status}`;
    if (clock.now() + pause >= deadline) return { ok: false, last };
    await clock.sleep(pause);
  }
}

function configError(report: Report, message: string): Report {
  return { ...report, verdict: "config-error", exitCode: 2, notes: [...report.notes, message] };
}

/** The setup phase's units: reported (failed) only when the server broke them. */
const SETUP_SERVER_SETTINGS = "setup/server-settings";
const SETUP_LOGIN = "setup/login";
const SETUP_TITLES: Record<string, string> = {
  [SETUP_SERVER_SETTINGS]: "GET /server_settings answers (the level probe)",
  [SETUP_LOGIN]: "The accounts log in (POST /fetch_api_key or /dev_fetch_api_key, GET /users/me)",
};

function setupFinding(rule: string, v: ViolationDetails): Finding {
  const ex = v.exchange;
  return {
    severity: "failure",
    rule,
    ...(v.operation ? { operation: v.operation } : {}),
    title: v.title,
    expected: v.expected,
    received: v.received,
    ...(v.kind ? { kind: v.kind } : {}),
    ...(ex ? { request: ex.request, response: ex.response, curl: toCurl(ex.request) } : {}),
  };
}

function setupResult(id: string, status: RuleResult["status"], started: number, clock: Clock): RuleResult {
  return { id, area: "setup", title: SETUP_TITLES[id], seed: "Authentication; Endpoints: GET /server_settings, GET /users/me", status, durationMs: clock.now() - started, requests: 0 };
}

function finish(report: Report, started: number, clock: Clock = realClock): Report {
  const count = (status: string) => report.rules.filter((r) => r.status === status).length;
  // A rule that crashed proves nothing, and neither does a rule the time budget left unrun: such a run is not a
  // verdict of conformance, whatever else passed.
  const errored = count("errored");
  const unrun = report.rules.filter((r) => r.status === "skipped" && r.reason === TIME_BUDGET_EXHAUSTED).length;
  const exitCode = report.exitCode === 0 && (errored || unrun) ? 1 : report.exitCode;
  const verdict = report.exitCode === 0 && !errored && unrun ? "incomplete" : exitCode === 1 ? "violations" : report.verdict;
  return {
    ...report,
    exitCode,
    verdict,
    durationMs: clock.now() - started,
    summary: {
      ...report.summary,
      passed: count("passed"),
      failed: count("failed"),
      skipped: count("skipped"),
      errored,
      failures: report.findings.filter((f) => f.severity === "failure").length,
      warnings: report.findings.filter((f) => f.severity === "warning").length,
    },
  };
}
