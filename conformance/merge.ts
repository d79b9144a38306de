// `teamchat-conformance merge a.json b.json ...`: the JSON reports of the N shards of one run (--shard I/N) as one
// report, with the verdict and exit code the unsharded run would give. Every shard must be there exactly once.
// A seed rule ran in one shard and is taken as it is; a generic check ran in every shard on that shard's operations,
// so its results are combined (failed if it failed anywhere; requests and time summed); coverage is the union.
import type { Report, RuleResult } from "./engine/types.ts";
import { TIME_BUDGET_EXHAUSTED } from "./engine/violation.ts";
import { stoppedByMaxFailures } from "./reporters/verdict.ts";
import { UsageError } from "../lib/cli/flags.ts";

export interface ShardReport {
  /** Where it came from, for messages. */
  file: string;
  report: Report;
}

/** Reads a shard's JSON text; a file that is not a schemaVersion 1 shard report is a UsageError naming it. */
export function parseShardReport(file: string, text: string): ShardReport {
  let report: Report;
  try {
    report = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`merge: ${file} is not JSON (${(err as Error).message}); give the files --reporter json=FILE wrote`);
  }
  if (typeof report !== "object" || report === null || report.schemaVersion !== 1 || !Array.isArray(report.rules)) {
    throw new UsageError(`merge: ${file} is not a conformance JSON report (schemaVersion 1)`);
  }
  if (!report.shard) throw new UsageError(`merge: ${file} is not a shard's report (it was run without --shard I/N)`);
  return { file, report };
}

export function mergeReports(shards: readonly ShardReport[]): Report {
  if (!shards.length) throw new UsageError("merge: give the JSON reports of every shard (merge shard-1.json shard-2.json ...)");
  const count = shards[0].report.shard!.count;
  const other = shards.find((s) => s.report.shard!.count !== count);
  if (other) throw new UsageError(`merge: ${shards[0].file} is a shard of ${count}, ${other.file} a shard of ${other.report.shard!.count}`);
  const byIndex = new Map<number, ShardReport>();
  for (const s of shards) {
    const seen = byIndex.get(s.report.shard!.index);
    if (seen) throw new UsageError(`merge: shard ${s.report.shard!.index}/${count} given twice (${seen.file}, ${s.file})`);
    byIndex.set(s.report.shard!.index, s);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) throw new UsageError(`merge: missing shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")}`);
  const ordered = [...byIndex.keys()].sort((a, b) => a - b).map((i) => byIndex.get(i)!);
  const reports = ordered.map((s) => s.report);

  // Shards of one run test one server at one level; anything else is not one run.
  const tested = ordered.filter((s) => s.report.verdict !== "unreachable" && s.report.verdict !== "config-error");
  for (const s of tested.slice(1)) {
    const [a, b] = [tested[0].report.target, s.report.target];
    if (a.url !== b.url) throw new UsageError(`merge: ${tested[0].file} tested ${a.url}, ${s.file} ${b.url}`);
    if (a.testedLevel !== b.testedLevel) throw new UsageError(`merge: ${tested[0].file} tested level ${a.testedLevel}, ${s.file} level ${b.testedLevel}`);
  }

  const first = (tested[0] ?? ordered[0]).report;
  const notes = unique(reports.flatMap((r) => r.notes));
  const seeds = unique(reports.map((r) => String(r.seed)));
  if (seeds.length > 1) notes.push(`the shards ran with different seeds (${seeds.join(", ")}); each finding's replay names its own`);
  const started = Math.min(...reports.map((r) => Date.parse(r.startedAt)));
  const ended = Math.max(...reports.map((r) => Date.parse(r.startedAt) + r.durationMs));

  const rules = new Map<string, RuleResult[]>();
  for (const r of reports.flatMap((r) => r.rules)) rules.set(r.id, [...(rules.get(r.id) ?? []), r]);
  const coverage = new Map<string, Report["coverage"][number]>();
  for (const c of reports.flatMap((r) => r.coverage)) {
    const had = coverage.get(c.operation);
    coverage.set(c.operation, had ? { ...had, exercised: had.exercised || c.exercised, seenStatuses: [...new Set([...had.seenStatuses, ...c.seenStatuses])].sort() } : { ...c });
  }

  const merged: Report = {
    schemaVersion: 1,
    tool: first.tool,
    target: first.target,
    seed: first.seed,
    runs: first.runs,
    readOnly: first.readOnly,
    ...(first.unauthenticatedOnly ? { unauthenticatedOnly: true } : {}),
    startedAt: new Date(started).toISOString(),
    durationMs: ended - started,
    verdict: "conformant",
    exitCode: 0,
    notes,
    rules: [...rules.values()].map(combine).sort((a, b) => a.id.localeCompare(b.id)),
    findings: reports.flatMap((r) => r.findings),
    coverage: [...coverage.values()],
    summary: { passed: 0, failed: 0, skipped: 0, errored: 0, failures: 0, warnings: 0, requests: reports.reduce((n, r) => n + r.summary.requests, 0) },
  };
  // What the shards left out beyond their share (a selection, a --max-failures stop) the merged run left out too.
  const leftOut = unique(reports.flatMap((r) => r.scope?.leftOut ?? []).filter((why) => !why.startsWith("--shard ")));
  const of = reports.find((r) => r.scope)?.scope?.of;
  if (leftOut.length && of) merged.scope = { ran: merged.rules.filter((r) => !stoppedByMaxFailures(r)).length, of, leftOut };
  if (first.config) merged.config = first.config;
  const count_ = (status: string) => merged.rules.filter((r) => r.status === status).length;
  merged.summary = {
    ...merged.summary,
    passed: count_("passed"),
    failed: count_("failed"),
    skipped: count_("skipped"),
    errored: count_("errored"),
    failures: merged.findings.filter((f) => f.severity === "failure").length,
    warnings: merged.findings.filter((f) => f.severity === "warning").length,
  };

  // A shard that could not run (server unreachable, configuration error) makes the whole run so.
  const broken = ordered.find((s) => s.report.exitCode === 2 || s.report.exitCode === 3);
  if (broken) {
    const b = broken.report;
    return { ...merged, verdict: b.verdict, exitCode: b.exitCode, notes: [...b.notes.map((n) => `shard ${b.shard!.index}/${count}: ${n}`), ...notes.filter((n) => !b.notes.includes(n))] };
  }
  // As a single run decides (engine/run.ts): failures, a crashed rule, or rules the time budget left unrun.
  const unrun = merged.rules.some((r) => r.status === "skipped" && r.reason === TIME_BUDGET_EXHAUSTED);
  const [verdict, exitCode]: [Report["verdict"], Report["exitCode"]] =
    merged.summary.failures || merged.summary.errored ? ["violations", 1] : unrun ? ["incomplete", 1] : ["conformant", 0];
  return { ...merged, verdict, exitCode };
}

/** One rule's results across shards: a seed rule has one; a check has one per shard. */
function combine(results: RuleResult[]): RuleResult {
  if (results.length === 1) return results[0];
  const rank = (r: RuleResult) =>
    r.status === "failed" ? 0 : r.status === "errored" ? 1 : r.status === "skipped" && r.reason === TIME_BUDGET_EXHAUSTED ? 2 : r.status === "passed" ? 3 : 4;
  const worst = [...results].sort((a, b) => rank(a) - rank(b))[0];
  return {
    ...worst,
    durationMs: results.reduce((t, r) => t + r.durationMs, 0),
    requests: results.reduce((t, r) => t + r.requests, 0),
  };
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
