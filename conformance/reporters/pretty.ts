// Human output: progress per area while running (stderr), then failures grouped by rule with curl repros,
// then a summary: rules passed/failed/skipped with reasons, operations and documented statuses covered, seed, time.
import type { ProgressEvent } from "../engine/session.ts";
import type { Finding, Report, RuleResult } from "../engine/types.ts";

export interface PrettyOptions {
  verbose?: boolean;
  color?: boolean;
}

const MARK: Record<RuleResult["status"], string> = { passed: "✓", failed: "✗", skipped: "-", errored: "!" };

/** A progress printer: one line per area when its last unit ends, marks as units finish. */
export function prettyProgress(write: (s: string) => void, o: PrettyOptions = {}): (e: ProgressEvent) => void {
  const pending = new Map<string, number>();
  const marks = new Map<string, string>();
  return (e) => {
    if (e.type === "unit-start") {
      pending.set(e.area, (pending.get(e.area) ?? 0) + 1);
      return;
    }
    const { area, status, id } = e.result;
    marks.set(area, (marks.get(area) ?? "") + paint(MARK[status], status, o.color));
    if (o.verbose) write(`  ${paint(MARK[status], status, o.color)} ${id}${e.result.reason ? ` (${e.result.reason})` : ""}\n`);
    const left = (pending.get(area) ?? 1) - 1;
    pending.set(area, left);
    if (left === 0) write(`${area.padEnd(14)} ${marks.get(area)}\n`);
  };
}

export function formatPretty(report: Report, o: PrettyOptions = {}): string {
  const out: string[] = [];
  const failures = report.findings.filter((f) => f.severity === "failure");
  const warnings = report.findings.filter((f) => f.severity === "warning");
  if (report.verdict === "unreachable" || report.verdict === "config-error") {
    return `${paint(report.verdict === "unreachable" ? "Server unreachable or not this API" : "Configuration error", "failed", o.color)}\n${report.notes.map((n) => `  ${n}`).join("\n")}\n`;
  }
  if (failures.length) {
    out.push(heading("FAILURES", o));
    for (const [rule, list] of groupBy(failures, (f) => f.rule)) {
      out.push(`\n${paint(`✗ ${rule}`, "failed", o.color)}  (${list.length})`);
      for (const f of list) out.push(formatFinding(f));
    }
  }
  if (warnings.length) {
    out.push(heading("WARNINGS", o));
    for (const [title, list] of groupBy(warnings, (f) => `${f.rule}: ${f.title}`)) {
      const ops = [...new Set(list.map((f) => f.operation).filter(Boolean))];
      out.push(`  ${title} (${ops.join(", ")})`);
      if (o.verbose) for (const f of list) out.push(formatFinding(f));
      else out.push(`      e.g. received ${list[0].received}`);
    }
  }
  out.push(heading("SUMMARY", o));
  const s = report.summary;
  out.push(`  Rules: ${paint(`${s.passed} passed`, "passed", o.color)}, ${paint(`${s.failed} failed`, s.failed ? "failed" : "passed", o.color)}, ${s.skipped} skipped${s.errored ? `, ${paint(`${s.errored} errored`, "failed", o.color)}` : ""}`);
  out.push(`  Findings: ${s.failures} failures, ${s.warnings} warnings; ${s.requests} requests`);
  for (const r of report.rules.filter((r) => r.status === "skipped" || r.status === "errored")) {
    out.push(`    ${MARK[r.status]} ${r.id}: ${r.status === "errored" ? r.reason?.split("\n")[0] : r.reason}`);
  }
  const exercised = report.coverage.filter((c) => c.exercised);
  const documented = report.coverage.flatMap((c) => c.documentedStatuses.map((st) => ({ c, st })));
  const seenDocumented = documented.filter(({ c, st }) => c.seenStatuses.some((x) => String(x) === st || `${String(x)[0]}XX` === st));
  out.push(`  Operations exercised: ${exercised.length}/${report.coverage.length}; documented statuses seen: ${seenDocumented.length}/${documented.length}`);
  if (o.verbose) for (const c of report.coverage) out.push(`    ${c.exercised ? "✓" : "-"} ${c.operation}  seen ${c.seenStatuses.join(",") || "none"} of ${c.documentedStatuses.join(",")}`);
  const t = report.target;
  out.push(`  Target: ${t.url} (feature level ${t.advertisedLevel ?? "?"}, tested as ${t.testedLevel}${t.serverVersion ? `, version ${t.serverVersion}` : ""})`);
  out.push(`  Seed: ${report.seed} (replay with --seed ${report.seed}); runs per property: ${report.runs}; time: ${(report.durationMs / 1000).toFixed(1)} s`);
  const shownNotes = o.verbose ? report.notes : report.notes.filter((n) => !n.startsWith("checks: "));
  for (const n of shownNotes) out.push(`  Note: ${n}`);
  out.push("");
  if (report.verdict === "incomplete") {
    const unrun = report.rules.filter((r) => r.reason === "time budget exhausted").length;
    out.push(paint(`Incomplete: the time budget ran out before ${unrun} rule(s) ran; no verdict (raise --max-time).`, "failed", o.color));
  } else {
    out.push(report.exitCode === 0 ? paint("Conformant.", "passed", o.color) : paint(`Not conformant: ${s.failures} failure(s)${s.errored ? `, ${s.errored} rule(s) errored` : ""}.`, "failed", o.color));
  }
  return out.join("\n") + "\n";
}

function formatFinding(f: Finding): string {
  const lines = [`  - ${f.title}${f.operation ? `  [${f.operation}]` : ""}`, `      Documented: ${f.expected}`, `      Received:   ${f.received}`];
  if (f.pointer) lines.push(`      Spec:       openapi.yaml${f.pointer.startsWith("#") ? "" : "#"}${f.pointer}`);
  if (f.curl) lines.push(`      Reproduce:  ${f.curl}`);
  if (f.replay) lines.push(`      Replay:     ${f.replay.command}`);
  return lines.join("\n");
}

function heading(text: string, o: PrettyOptions): string {
  return `\n${o.color ? `\x1b[1m${text}\x1b[0m` : text}`;
}

function paint(text: string, status: RuleResult["status"], color?: boolean): string {
  if (!color) return text;
  const code = { passed: 32, failed: 31, skipped: 33, errored: 31 }[status];
  return `\x1b[${code}m${text}\x1b[0m`;
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) m.set(key(it), [...(m.get(key(it)) ?? []), it]);
  return m;
}
