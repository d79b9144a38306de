// Human output (progress while running is progress.ts): failures grouped by rule with curl repros (and, with
// --verbose, the request and response exchanged), then a summary: rules passed/failed/skipped with reasons,
// operations and documented statuses covered, seed, time.
import type { Exchange, Finding, Report, RuleResult } from "../engine/types.ts";
import { MARK, paint } from "./progress.ts";
import { groupByCapability } from "../engine/capabilities.ts";
import { digest, digestLines } from "./digest.ts";
import { countsText, stoppedByMaxFailures, verdictLine } from "./verdict.ts";
import { bound, boundField, demandText, printedCurl, quoteText } from "./text.ts";
import { specRef } from "./locations.ts";

export interface PrettyOptions {
  verbose?: boolean;
  color?: boolean;
}

export function formatPretty(report: Report, o: PrettyOptions = {}): string {
  const out: string[] = [];
  const failures = report.findings.filter((f) => f.severity === "failure");
  const warnings = report.findings.filter((f) => f.severity === "warning");
  if (report.verdict === "unreachable" || report.verdict === "config-error") {
    return `${paint(report.verdict === "unreachable" ? "Server unreachable or not this API" : "Configuration error", "failed", o.color)}\n${report.notes.map((n) => `  ${n}`).join("\n")}\n`;
  }
  // The few causes behind most findings, before the findings themselves.
  const top = digestLines(digest(report));
  if (top.length) out.push(heading("DIGEST", o), ...top);
  if (failures.length) {
    out.push(heading("FAILURES", o));
    for (const [rule, list] of groupBy(failures, (f) => f.rule)) {
      out.push(`\n${paint(`✗ ${rule}`, "failed", o.color)}  (${list.length})`);
      for (const f of list) out.push(formatFinding(f, o));
    }
  }
  if (warnings.length) {
    out.push(heading("WARNINGS", o));
    for (const [title, list] of groupBy(warnings, (f) => `${f.rule}: ${f.title}`)) {
      const ops = [...new Set(list.map((f) => f.operation).filter(Boolean))];
      out.push(`  ${bound(title)} (${bound(ops.join(", "))})`);
      if (o.verbose) for (const f of list) out.push(formatFinding(f, o));
      else out.push(`      e.g. received ${bound(list[0].received)}`);
    }
  }
  out.push(heading("SUMMARY", o));
  const s = report.summary;
  out.push(`  Rules: ${paint(`${s.passed} passed`, "passed", o.color)}, ${paint(`${s.failed} failed`, s.failed ? "failed" : "passed", o.color)}, ${s.skipped} skipped${s.errored ? `, ${paint(`${s.errored} errored`, "failed", o.color)}` : ""}`);
  out.push(`  Findings: ${countsText(report)}; ${s.warnings} warning(s); ${s.requests} requests`);
  if (report.config) out.push(`  Config file: ${report.config.file ?? "none"}${report.config.keys.length ? ` (${report.config.keys.join(", ")})` : ""}`);
  // Rules a missing Zulip extra left untested: one line per extra, never a failure.
  for (const [capability, ids] of groupByCapability(report.rules)) {
    out.push(`    - not tested, this server lacks Zulip's ${capability} (not in the seed): ${ids.length} rule(s): ${ids.join(", ")}`);
  }
  // Skipped rules sharing one reason are one line (a --max-failures stop skips most of the suite with one reason).
  // The rules a --max-failures stop left unrun are in the verdict line (report.scope), not listed again.
  const skipped = groupBy(report.rules.filter((r) => r.status === "skipped" && !r.capability && !stoppedByMaxFailures(r)), (r) => r.reason ?? "no reason given");
  for (const [reason, list] of skipped) out.push(list.length > 3 ? `    ${MARK.skipped} ${list.length} rule(s): ${reason}` : list.map((r) => `    ${MARK.skipped} ${r.id}: ${reason}`).join("\n"));
  for (const r of report.rules.filter((r) => r.status === "errored")) out.push(`    ${MARK.errored} ${r.id}: ${r.reason?.split("\n")[0]}`);
  const exercised = report.coverage.filter((c) => c.exercised);
  const documented = report.coverage.flatMap((c) => c.documentedStatuses.map((st) => ({ c, st })));
  const seenDocumented = documented.filter(({ c, st }) => c.seenStatuses.some((x) => String(x) === st || `${String(x)[0]}XX` === st));
  out.push(`  Operations exercised: ${exercised.length}/${report.coverage.length}; documented statuses seen: ${seenDocumented.length}/${documented.length}`);
  if (o.verbose) for (const c of report.coverage) out.push(`    ${c.exercised ? "✓" : "-"} ${c.operation}  seen ${c.seenStatuses.join(",") || "none"} of ${c.documentedStatuses.join(",")}`);
  const t = report.target;
  out.push(`  Target: ${t.url} (feature level ${t.advertisedLevel ?? "?"}, tested as ${t.testedLevel}${t.serverVersion ? `, version ${t.serverVersion}` : ""})`);
  out.push(`  Seed: ${report.seed} (replay with --seed ${report.seed}); runs per property: ${report.runs}; time: ${(report.durationMs / 1000).toFixed(1)} s`);
  if (report.eventWaitMs !== undefined) out.push(`  Event wait: ${report.eventWaitMs / 1000} s (--event-wait): an event that should come and did not within it is reported; absence is decided at a fence where one exists`);
  const limited = report.rateLimit;
  if (limited && (limited.waitedMs || limited.responses429)) {
    out.push(`  Rate limits: the server's limits held the run back ${(limited.waitedMs / 1000).toFixed(1)} s (${limited.responses429} answer(s) 429 Too Many Requests, waited out; ${limited.pacedRequests} request(s) paced under its X-RateLimit-* budget)`);
  }
  const shownNotes = o.verbose ? report.notes : report.notes.filter((n) => !n.startsWith("checks: "));
  for (const n of shownNotes) out.push(`  Note: ${n}`);
  if (report.unauthenticatedOnly) out.push(`  Accounts: none (--unauthenticated-only): only what needs no account was tested; ${needsAccount(report)} rule(s) skipped for want of one`);
  if (report.shard) out.push(`  Shard: ${report.shard.index}/${report.shard.count} — this job's share of the rules and operations; combine the shards' JSON reports with \`teamchat-conformance merge\``);
  out.push("");
  out.push(paint(`${verdictLine(report)}.`, report.exitCode === 0 ? "passed" : "failed", o.color));
  return out.join("\n") + "\n";
}

function needsAccount(report: Report): number {
  return report.rules.filter((r) => r.status === "skipped" && /\b(an account|accounts?) with role|configured with username/.test(r.reason ?? "")).length;
}

function formatFinding(f: Finding, o: PrettyOptions = {}): string {
  const times = f.occurrences ? `  (×${f.occurrences}, the first shown)` : "";
  // Every value bounded (text.ts): a log carries the report; the JSON report and the HAR keep everything whole.
  const lines = [`  - ${bound(f.title)}${f.operation ? `  [${f.operation}]` : ""}${times}`, `      Documented: ${bound(f.expected)}`, `      Received:   ${bound(f.received)}`];
  const quote = quoteText(f);
  if (quote) lines.push(`      Seed says:  ${quote}`);
  const demand = demandText(f);
  if (demand) lines.push(`      Demand:     ${demand}`);
  if (f.rules) lines.push(`      Met by:     ${bound(f.rules.join(", "))}`);
  if (f.caveat) lines.push(`      Caveat:     ${bound(f.caveat)}`);
  if (f.pointer) lines.push(`      Spec:       ${specRef(f.pointer)}`);
  if (f.steps?.length) {
    // What set the state up (or should have caused the missing event): a stranger can replay the whole case.
    lines.push(`      Sent before, in order:`);
    for (const st of f.steps) {
      const q = st.request;
      const fields = q.form ? ` ${q.bodyKind} ${bound(Object.entries(q.form).map(([k, v]) => `${k}=${boundField(v, 80)}`).join("&"))}` : "";
      lines.push(`        ${q.method} ${bound(q.url)} as ${q.as}${fields}`);
      lines.push(`          → ${bound(st.answer)}`);
      lines.push(`          ${printedCurl(st.curl, q)}`);
    }
  }
  if (f.curl) lines.push(`      Reproduce:  ${printedCurl(f.curl, f.request)}`);
  if (f.replay) lines.push(`      Replay:     ${bound(f.replay.command)}`);
  if (o.verbose && f.request && f.response) lines.push(...formatExchange({ request: f.request, response: f.response }));
  return lines.join("\n");
}

/** --verbose: the request sent and the response received, as recorded (redacted, the body cut to its report size). */
export function formatExchange(ex: Exchange, bodyLines = 40): string[] {
  const pad = "                  ";
  const { request: q, response: r } = ex;
  const lines = [`      Request:    ${q.method} ${q.url}  (as ${q.as}${q.email ? ` ${q.email}` : ""})`];
  for (const [k, v] of Object.entries(q.headers)) lines.push(`${pad}${k}: ${bound(v)}`);
  if (q.form) for (const [k, v] of Object.entries(q.form)) lines.push(`${pad}${q.bodyKind} ${k}=${bound(v)}`);
  const status = r.error ? `no response: ${r.error}${r.errorDetail ? ` (${r.errorDetail})` : ""}` : `${r.status}`;
  lines.push(`      Response:   ${status}  after ${r.elapsedMs} ms`);
  for (const [k, v] of Object.entries(r.headers)) lines.push(`${pad}${k}: ${bound(v)}`);
  const body = r.json !== undefined ? JSON.stringify(r.json, null, 2) : r.text;
  if (body) {
    const all = body.split("\n");
    for (const line of all.slice(0, bodyLines)) lines.push(`${pad}${bound(line)}`);
    if (all.length > bodyLines) lines.push(`${pad}... (${all.length - bodyLines} more lines; --reporter json has the whole recorded body)`);
  }
  return lines;
}

function heading(text: string, o: PrettyOptions): string {
  return `\n${o.color ? `\x1b[1m${text}\x1b[0m` : text}`;
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) m.set(key(it), [...(m.get(key(it)) ?? []), it]);
  return m;
}
