// runConformance: the whole run as one function returning a Report value. The CLI and the tests call it, handing
// in the rules to run (the engine knows no rule set of its own).
import { specFacts, type SpecFacts } from "../../lib/spec/index.ts";
import { accountRoles, ConfigError, login, readAccountsFile, type AccountsFile } from "./accounts.ts";
import { matchesAny } from "./glob.ts";
import { levelRangeProblems } from "./levels.ts";
import { Transport } from "./http.ts";
import { resolveOptions, type ConformanceRun, type ResolvedOptions } from "./options.ts";
import { runCheckPhase } from "./phase-checks.ts";
import { areaOf, runRulePhase } from "./phase-rules.ts";
import { Redactor } from "./redact.ts";
import { parseReplayPath } from "./seeds.ts";
import { shardRules } from "./shard.ts";
import { unknownIdsMessage } from "./suggest.ts";
import type { Session } from "./session.ts";
import { specModel, specNewestLevel } from "./spec.ts";
import { probe } from "./target.ts";
import type { Report } from "./types.ts";
import { TIME_BUDGET_EXHAUSTED } from "./violation.ts";
import { CHECKS } from "../checks/index.ts";
import type { Rule } from "../rules/types.ts";

export const TOOL = { name: "teamchat-conformance", version: "0.1.0" };

/** Every selectable id: the generic checks and the given seed rules. */
export function allRuleIds(rules: readonly Rule[]): string[] {
  return [...CHECKS.map((c) => c.id), ...rules.map((r) => r.id)];
}

/** Globs that select nothing: a typo must not silently run nothing. */
export function unknownGlobs(globs: string[], ids: string[]): string[] {
  return globs.filter((g) => !ids.some((id) => matchesAny(id, [g])));
}

export async function runConformance(input: ConformanceRun): Promise<Report> {
  const redactor = new Redactor();
  // The last line of defence: every string of the report (notes, reasons, findings, evidence) once more, with every
  // secret the run has learnt by its end, so nothing a rule or check wrote can carry a credential.
  return redactor.deep(await run(input, redactor));
}

async function run(input: ConformanceRun, redactor: Redactor): Promise<Report> {
  const options = resolveOptions(input);
  const started = Date.now();
  const report = emptyReport(options, started);
  const ids = allRuleIds(options.rules);
  const bad = unknownGlobs([...options.only, ...options.skip], ids);
  if (bad.length) return configError(report, unknownIdsMessage(bad, ids));

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

  const seen = new Map<string, Set<number>>();
  const session = { seen, requestCount: 0 } as Partial<Session> as Session;
  const transport = new Transport({
    baseUrl: options.url,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    deadline: started + options.maxTimeMs,
    maxBodyBytes: options.maxBodyBytes,
    redactor,
    onExchange: (ex) => {
      session.requestCount++;
      const key = `${ex.request.method} ${ex.request.path}`;
      if (!seen.has(key)) seen.set(key, new Set());
      if (!ex.response.error) seen.get(key)!.add(ex.response.status);
    },
  });

  const target = await probe(transport);
  if (!target.ok) return finish({ ...report, verdict: "unreachable", exitCode: 3, notes: [target.reason] }, started);
  const newest = specNewestLevel(options.specPath);
  const notes: string[] = [];
  let level = options.level ?? target.advertisedLevel;
  if (options.level !== undefined) notes.push(`testing level ${options.level} (--level); the server advertises ${target.advertisedLevel}`);
  if (level > newest) {
    notes.push(`the server advertises feature level ${level}, newer than the spec's newest (${newest}); tested as ${newest}`);
    level = newest;
  }
  const spec = specModel(level, options.specPath);

  let accounts: Awaited<ReturnType<typeof login>> = { accounts: [], unavailable: [] };
  if (options.accounts.kind === "dev") accounts = await login(transport, redactor, roles, { dev: true });
  else if (accountsFile) accounts = await login(transport, redactor, roles, { file: accountsFile });
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
    findings: [],
    results: [],
    notes,
    ...(options.path !== undefined ? { replay: parseReplayPath(options.path) } : {}),
    prefix: `conformance-${options.seed.toString(36)}-${Date.now().toString(36).slice(-4)}`,
    emit: (e) => options.onProgress?.(redactor.deep(e)),
  } satisfies Partial<Session>);

  const selected = (id: string) => (!options.only.length || matchesAny(id, options.only)) && !matchesAny(id, options.skip);
  const checks = CHECKS.filter((c) => selected(c.id));
  const rules = shardRules(options.shard, options.rules.filter((r) => selected(r.id)));
  session.emit({ type: "plan", units: [...checks, ...rules].map((u) => ({ id: u.id, area: areaOf(u.id) })) });
  await runCheckPhase(session, checks);
  await runRulePhase(session, rules);
  if (session.replay && !session.replay.matched) {
    return configError(report, `--path ${options.path}: no property named ${session.replay.property} ran in ${options.only.join(", ") || "the run"} (copy --path from the finding's Replay line, with its --seed and --only)`);
  }

  const failures = session.findings.filter((f) => f.severity === "failure").length;
  return finish(
    {
      ...report,
      target: { ...report.target, advertisedLevel: target.advertisedLevel, testedLevel: spec.level, specNewestLevel: newest, ...(target.version ? { serverVersion: target.version } : {}) },
      verdict: failures ? "violations" : "conformant",
      exitCode: failures ? 1 : 0,
      notes: session.notes,
      rules: session.results.sort((a, b) => a.id.localeCompare(b.id)),
      findings: session.findings,
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
  );
}

function emptyReport(o: ResolvedOptions, started: number): Report {
  return {
    schemaVersion: 1,
    tool: TOOL,
    target: { url: o.url, advertisedLevel: null, testedLevel: 0, specNewestLevel: 0 },
    seed: o.seed,
    runs: o.runs,
    readOnly: o.readOnly,
    ...(o.unauthenticatedOnly ? { unauthenticatedOnly: true } : {}),
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

function configError(report: Report, message: string): Report {
  return { ...report, verdict: "config-error", exitCode: 2, notes: [...report.notes, message] };
}

function finish(report: Report, started: number): Report {
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
    durationMs: Date.now() - started,
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
