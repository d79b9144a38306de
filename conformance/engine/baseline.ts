// A baseline of known failures (--baseline FILE): a team adopts the suite before its server is fully conformant and
// still gates on regressions. The file holds the fingerprints of the failures of a run (rule, operation, title: no
// seed, timestamp, ID or run prefix, so the same failure has the same fingerprint in every run). A later run:
//   - marks its failures found in the baseline `baselined: true` and counts them as warnings (they fail nothing);
//   - fails only on the others (exit 0 when every failure is baselined and nothing else is wrong);
//   - reports the baseline's entries that did not occur although their rule ran ("fixed"), and drops them from the
//     file with --prune-baseline.
// The file is written only with --update-baseline (the current failures, plus the entries of rules this run did not
// run, so a partial run never erases what it did not test); that run is then compared with what it wrote, so it
// passes unless something else is wrong (a crashed rule, an incomplete run). A file that does not exist without
// --update-baseline is an error (a typo or an uncommitted file must not disable the gate).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { makeDirs } from "./dirs.ts";
import { dirname } from "node:path";
import type { BaselineOptions } from "./options.ts";
import type { Finding, Report } from "./types.ts";

export interface BaselineEntry {
  rule: string;
  operation?: string;
  /** The finding's stable cause (Finding.cause), when it has one: the fingerprint is made of it, not the title. */
  cause?: string;
  /** The normalized title (for reading; the fingerprint when there is no cause). */
  title: string;
}

export interface BaselineFile {
  $comment?: string;
  version: 1;
  tool: "teamchat-conformance";
  findings: BaselineEntry[];
}

/** What the baseline did to a run, in the report (`report.baseline`). */
export interface BaselineResult {
  file: string;
  /** "recorded": the file was written from this run (and the run compared with it); "applied": compared with it. */
  mode: "recorded" | "applied";
  /** Failures of this run found in the baseline (now warnings marked `baselined`). */
  known: number;
  /** Failures of this run not in the baseline (still failures). */
  new: number;
  /** Baseline entries that did not occur although their rule ran. */
  fixed: BaselineEntry[];
  /** --prune-baseline: the fixed entries were dropped from the file. */
  pruned?: boolean;
}

export type BaselinedFinding = Finding & { baselined?: true };
export type BaselinedReport = Report & { baseline?: BaselineResult };

export class BaselineError extends Error {}

/** The one-line error of a --baseline file that does not exist (without --update-baseline, which creates it). */
export function missingBaseline(file: string): string {
  return `--baseline ${file}: no such file (a gate with no baseline would pass anything); record it once with --update-baseline`;
}

/**
 * What varies between runs of the same failure: names the run generated (the run's prefix with its label and counter,
 * `conformance-k2-ab1c-created-60`), UUIDs, ISO dates and long numbers (IDs, timestamps).
 */
export function normalizeTitle(title: string): string {
  return title
    .replace(/conformance-[a-z0-9]+-[a-z0-9]+(?:[-_][A-Za-z0-9]+)*/g, "conformance-*")
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<uuid>")
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z?/g, "<time>")
    .replace(/\d{5,}/g, "<n>");
}

/**
 * A finding's entry: rule, operation and what departed — its `cause` (a stable key the engine or the rule sets: the
 * parameter and the kind of value) when it has one, else its normalized title.
 */
export function entryOf(f: Finding): BaselineEntry {
  return { rule: f.rule, ...(f.operation ? { operation: f.operation } : {}), ...(f.cause ? { cause: f.cause } : {}), title: normalizeTitle(f.title) };
}

/** The identity of an entry: rule, operation, and its cause when it has one, else its normalized title. */
export function fingerprint(e: BaselineEntry): string {
  return `${e.rule}\u0000${e.operation ?? ""}\u0000${e.cause !== undefined ? `cause:${e.cause}` : normalizeTitle(e.title)}`;
}

/** Every identity a finding may be known under: its fingerprint, and (for a file written before causes) its title's. */
export function fingerprintsOf(f: Finding): string[] {
  const e = entryOf(f);
  const { cause: _cause, ...byTitle } = e;
  return e.cause !== undefined ? [fingerprint(e), fingerprint(byTitle)] : [fingerprint(e)];
}

export function readBaseline(file: string): BaselineFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new BaselineError(`--baseline ${file}: cannot read it: ${(err as Error).message.split("\n")[0]}`);
  }
  const doc = parsed as Partial<BaselineFile>;
  if (!doc || typeof doc !== "object" || !Array.isArray(doc.findings)) throw new BaselineError(`--baseline ${file}: not a baseline (expected {"version": 1, "findings": [...]}, as --baseline writes)`);
  doc.findings.forEach((e, i) => {
    if (!e || typeof e.rule !== "string" || typeof e.title !== "string" || (e.operation !== undefined && typeof e.operation !== "string") || (e.cause !== undefined && typeof e.cause !== "string")) {
      throw new BaselineError(`--baseline ${file}: /findings/${i}: needs "rule" and "title" strings (and "operation", a string, if any)`);
    }
  });
  return { version: 1, tool: "teamchat-conformance", findings: doc.findings };
}

function writeBaseline(file: string, entries: BaselineEntry[]): void {
  const unique = new Map(entries.map((e) => [fingerprint(e), { rule: e.rule, ...(e.operation ? { operation: e.operation } : {}), ...(e.cause !== undefined ? { cause: e.cause } : {}), title: normalizeTitle(e.title) }]));
  const sorted = [...unique.values()].sort((a, b) => fingerprint(a).localeCompare(fingerprint(b)));
  const doc: BaselineFile = {
    $comment: "Known failures of teamchat-conformance (--baseline): runs fail only on failures not listed here. Written by --baseline / --update-baseline; --prune-baseline drops the fixed ones.",
    version: 1,
    tool: "teamchat-conformance",
    findings: sorted,
  };
  const why = makeDirs(dirname(file));
  if (why) throw new BaselineError(`--baseline ${file}: ${why}`);
  writeFileSync(file, JSON.stringify(doc, null, 2) + "\n");
}

/** Rules whose outcome this run says something about (passed or failed), and for checks the operations exercised. */
function ranIn(report: Report): (e: BaselineEntry) => boolean {
  const ran = new Set(report.rules.filter((r) => r.status === "passed" || r.status === "failed").map((r) => r.id));
  const exercised = new Set(report.coverage.filter((c) => c.exercised).map((c) => c.operation));
  return (e) => ran.has(e.rule) && (!e.rule.startsWith("checks/") || !e.operation || exercised.has(e.operation));
}

/** Whether a report is a run the baseline can be compared with (it reached the server and tested something). */
function comparable(report: Report): boolean {
  return report.verdict === "conformant" || report.verdict === "violations" || report.verdict === "incomplete";
}

/**
 * Applies (or records) the baseline: the report with baselined failures turned into warnings, its verdict and exit
 * code recomputed from the rest, `report.baseline` and a note saying what happened.
 */
export function applyBaseline(report: Report, options: BaselineOptions): BaselinedReport {
  if (!comparable(report)) return report;
  const { file } = options;
  const failures = report.findings.filter((f) => f.severity === "failure");
  const exists = existsSync(file);
  if (!exists && !options.update) throw new BaselineError(missingBaseline(file));
  const ran = ranIn(report);
  let recorded: string | undefined;
  if (options.update) {
    const kept = exists ? readBaseline(file).findings.filter((e) => !ran(e)) : [];
    writeBaseline(file, [...kept, ...failures.map(entryOf)]);
    recorded = `baseline ${file}: ${exists ? "updated" : "recorded"} with ${failures.length} failure(s) of this run${kept.length ? ` (and ${kept.length} of rules this run did not run)` : ""}; runs with --baseline ${file} fail only on failures not in it`;
  }
  const baseline = readBaseline(file);
  const known = new Set(baseline.findings.map(fingerprint));
  const occurred = new Set(failures.flatMap(fingerprintsOf));
  let knownCount = 0;
  const findings: BaselinedFinding[] = report.findings.map((f) => {
    if (f.severity !== "failure" || !fingerprintsOf(f).some((k) => known.has(k))) return f;
    knownCount++;
    return { ...f, severity: "warning", baselined: true };
  });
  const fresh = findings.filter((f) => f.severity === "failure");
  const fixed = baseline.findings.filter((e) => !occurred.has(fingerprint(e)) && ran(e));
  if (options.prune && fixed.length) {
    const gone = new Set(fixed.map(fingerprint));
    writeBaseline(file, baseline.findings.filter((e) => !gone.has(fingerprint(e))));
  }
  // A rule whose every failure is known no longer fails the run: it is reported passed, its findings baselined.
  const failingRules = new Set(fresh.map((f) => f.rule));
  const rules = report.rules.map((r) => (r.status === "failed" && !failingRules.has(r.id) ? { ...r, status: "passed" as const } : r));
  const errored = rules.some((r) => r.status === "errored");
  const incomplete = report.verdict === "incomplete";
  const exitCode = fresh.length || errored || incomplete ? 1 : 0;
  const verdict = fresh.length || errored ? "violations" : incomplete ? "incomplete" : "conformant";
  const notes = [...report.notes];
  notes.push(recorded ?? `baseline ${file}: ${knownCount} known failure(s) not counted, ${fresh.length} new`);
  if (fixed.length) {
    const list = fixed.slice(0, 5).map((e) => `${e.rule}${e.operation ? ` ${e.operation}` : ""}: ${e.title}`).join("; ");
    notes.push(`baseline ${file}: ${fixed.length} known failure(s) did not occur (fixed?): ${list}${fixed.length > 5 ? "; ..." : ""}${options.prune ? "; pruned from the file" : "; --prune-baseline drops them"}`);
  }
  const count = (s: string) => rules.filter((r) => r.status === s).length;
  return {
    ...report,
    findings,
    rules,
    verdict,
    exitCode,
    notes,
    summary: { ...report.summary, passed: count("passed"), failed: count("failed"), failures: fresh.length, warnings: findings.filter((f) => f.severity === "warning").length },
    baseline: { file, mode: recorded ? "recorded" : "applied", known: knownCount, new: fresh.length, fixed, ...(options.prune && fixed.length ? { pruned: true } : {}) },
  };
}
