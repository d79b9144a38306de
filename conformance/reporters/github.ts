// --reporter github: for GitHub Actions. Workflow-command annotations (`::error title=...::` for failures,
// `::warning` for warnings; no file: the spec is named as a URI of this package, never a path of the repository), one per cause (digest.ts), heaviest first, since GitHub shows only the
// first 10 errors and 10 warnings of a step: the main causes are the ones shown. Then the pretty report for the
// log, between `::stop-commands::` and its token so nothing the server sent can act as a workflow command. A
// Markdown step summary (the digest, findings by cause, skips, coverage) is appended to $GITHUB_STEP_SUMMARY when
// it is set, else printed with the rest.
//
// Escaping follows GitHub's workflow command rules (actions/toolkit `escapeData`, `escapeProperty`): in the message
// % \r \n become %25 %0D %0A; in a property value, also : and , become %3A and %2C. In the Markdown summary every
// text from the server is escaped (Markdown punctuation backslashed, HTML in <summary> as entities).
import { appendFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { Finding, Report } from "../engine/types.ts";
import { allCauses, causeKey, digest, failuresText, operationsText, percent, type DigestCause } from "./digest.ts";
import { esc } from "./html.ts";
import { formatPretty } from "./pretty.ts";
import { verdictLine } from "./verdict.ts";
import { specRef } from "./locations.ts";
import { bound, demandText, printedCurl, quoteText } from "./text.ts";

export interface GithubOptions {
  /** Where GITHUB_STEP_SUMMARY is read (default process.env). */
  env?: Record<string, string | undefined>;
  /** Appends to the step summary file (default fs.appendFileSync). */
  append?: (file: string, text: string) => void;
  /** The stop-commands token (default random). */
  token?: string;
  verbose?: boolean;
}

/** GitHub caps a step summary at 1 MiB: the summary is cut below that, saying so. */
const SUMMARY_BYTES = 900 * 1024;
/** Findings listed per cause in an annotation's message. */
const PER_ANNOTATION = 10;

export const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
export const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** The annotations: one workflow command per cause of failures (::error) and of warnings (::warning). */
export function githubAnnotations(report: Report): string[] {
  return allCauses(report).map((c) => {
    const findings = findingsOf(report, c);
    const title = `${c.rule ? `${c.rule}: ` : ""}${bound(c.title, 200)} (${c.count}×, ${percent(c.share)} of the ${c.severity}s)`;
    // No file= or line=: the spec is not a file of the repository under test (the message names it as a URI of
    // this package); an annotation without a file is shown on the run's page.
    const props = `title=${escapeProperty(title)}`;
    return `::${c.severity === "failure" ? "error" : "warning"} ${props}::${escapeData(annotationMessage(report, c, findings))}`;
  });
}

function findingsOf(report: Report, c: DigestCause): Finding[] {
  return c.key === "errored" ? [] : report.findings.filter((f) => f.severity === c.severity && causeKey(f) === c.key);
}

function annotationMessage(report: Report, c: DigestCause, findings: Finding[]): string {
  if (c.key === "errored") return report.rules.filter((r) => r.status === "errored").map((r) => `${r.id}: ${r.reason?.split("\n")[0] ?? "errored"}`).join("\n");
  const first = findings[0];
  const lines = [`Documented: ${bound(first.expected)}`];
  const quote = quoteText(first);
  if (quote) lines.push(`Seed says: ${quote}`);
  const demand = demandText(first);
  if (demand) lines.push(`Demand: ${demand}`);
  for (const f of findings.slice(0, PER_ANNOTATION)) lines.push(`${f.operation ?? f.rule}${f.occurrences ? ` (×${f.occurrences})` : ""}: ${f.kind ? `${bound(f.title)}; ` : ""}received ${bound(f.received)}`);
  if (findings.length > PER_ANNOTATION) lines.push(`... and ${findings.length - PER_ANNOTATION} more`);
  if (c.kind) lines.push(`Met by: ${c.rules.slice(0, PER_ANNOTATION).join(", ")}${c.rules.length > PER_ANNOTATION ? ` and ${c.rules.length - PER_ANNOTATION} more` : ""}`);
  if (first.pointer) lines.push(`Spec: ${specRef(first.pointer)}`);
  lines.push(`Rule: ${first.rule}`);
  if (first.replay) lines.push(`Replay: ${bound(first.replay.command)}`);
  else if (first.curl) lines.push(`Reproduce: ${printedCurl(first.curl, first.request)}`);
  return lines.join("\n");
}

/** Markdown text: every character Markdown or HTML could read as syntax is escaped; one line. */
export function md(s: string): string {
  return s.replace(/\r?\n|\r/g, " ").replace(/[\\`*_{}[\]()#+\-.!|<>~&"']/g, (c) => `\\${c}`);
}

/** Text inside an HTML tag of the summary: entities, one line, no bracket a Markdown renderer could take for a link. */
function inHtml(s: string): string {
  return esc(s.replace(/\s+/g, " ")).replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");
}

/** A code span holding any text: a fence of more backticks than the text has in a row. */
function code(s: string): string {
  const text = s.replace(/\r?\n|\r/g, " ");
  const fence = "`".repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** The Markdown step summary. */
export function githubSummary(report: Report): string {
  const d = digest(report);
  const s = report.summary;
  const t = report.target;
  const ok = report.exitCode === 0;
  const out: string[] = [];
  const verdict = verdictLine(report);
  out.push(`## ${ok ? "✅" : "❌"} Conformance: ${md(verdict)}`, "");
  out.push(`${md(t.url)} · feature level ${t.advertisedLevel ?? "?"}, tested as ${t.testedLevel} · seed ${report.seed} · ${(report.durationMs / 1000).toFixed(1)} s`, "");
  if (report.verdict === "unreachable" || report.verdict === "config-error") {
    for (const n of report.notes) out.push(`- ${md(n)}`);
    return out.join("\n") + "\n";
  }
  out.push("| Passed | Failed | Skipped | Errored | Failures | Warnings | Requests |", "|---:|---:|---:|---:|---:|---:|---:|");
  out.push(`| ${s.passed} | ${s.failed} | ${s.skipped} | ${s.errored} | ${s.failures} | ${s.warnings} | ${s.requests} |`, "");
  if (d.causes.length) {
    out.push("### Digest", "");
    if (d.failures.count) out.push(`${d.causes.filter((c) => c.severity === "failure").length} cause(s) behind ${percent(d.covered)} of ${failuresText(d)}.`, "");
    out.push("| Met | Share | Cause | Where | Rules |", "|---:|---:|---|---|---|");
    for (const c of d.causes) {
      out.push(`| ${c.count} | ${percent(c.share)} | ${c.severity === "failure" ? "❌" : "⚠️"} ${md(c.title)} | ${md(operationsText(c.operations, 3))} | ${md(c.kind || c.key === "errored" ? `${c.rules.length} rule(s)` : (c.rule ?? ""))} |`);
    }
    if (d.more.failure || d.more.warning) out.push("", `… and ${d.more.failure + d.more.warning} more cause(s) below.`);
    out.push("");
  }
  const causes = allCauses(report);
  if (causes.length) {
    out.push("### Findings by cause", "");
    for (const c of causes) {
      out.push(`<details><summary>${c.severity === "failure" ? "❌" : "⚠️"} ${inHtml(c.title)} — ${c.count}× (${percent(c.share)})</summary>`, "");
      if (c.key === "errored") for (const r of report.rules.filter((r) => r.status === "errored")) out.push(`- ${code(r.id)}: ${md(r.reason?.split("\n")[0] ?? "errored")}`);
      for (const f of findingsOf(report, c)) {
        out.push(`- **${md(bound(f.title))}**${f.operation ? ` ${code(f.operation)}` : ""}${f.occurrences ? ` ×${f.occurrences}` : ""} (${code(f.rule)})`);
        out.push(`  - Documented: ${md(bound(f.expected))}`, `  - Received: ${md(bound(f.received))}`);
        const quote = quoteText(f);
        if (quote) out.push(`  - Seed says: ${md(quote)}`);
        const demand = demandText(f);
        if (demand) out.push(`  - Demand: ${md(demand)}`);
        if (f.caveat) out.push(`  - Caveat: ${md(bound(f.caveat))}`);
        if (f.pointer) out.push(`  - Spec: ${code(specRef(f.pointer))}`);
        if (f.steps?.length) out.push(`  - Sent before: ${f.steps.map((st) => `${code(`${st.request.method} ${st.request.path}`)} → ${md(st.answer.slice(0, 80))}`).join("; ")}`);
        if (f.curl) out.push(`  - Reproduce: ${code(printedCurl(f.curl, f.request))}`);
        if (f.replay) out.push(`  - Replay: ${code(bound(f.replay.command))}`);
      }
      out.push("", "</details>", "");
    }
  }
  const skipped = report.rules.filter((r) => r.status === "skipped");
  if (skipped.length) {
    out.push(`### Skipped (${skipped.length})`, "");
    for (const u of d.untested) out.push(`- Not tested, the server lacks Zulip's ${code(u.capability)}: ${u.rules.length} rule(s)`);
    const other = new Map<string, number>();
    for (const r of skipped.filter((r) => !r.capability)) {
      const key = (r.reason ?? "no reason given").replace(/\([^)]*\)/g, "(…)").replace(/\d+/g, "N");
      other.set(key, (other.get(key) ?? 0) + 1);
    }
    for (const [why, n] of [...other].sort((a, b) => b[1] - a[1])) out.push(`- ${md(why)}: ${n} rule(s)`);
    out.push("");
  }
  const exercised = report.coverage.filter((c) => c.exercised).length;
  out.push(`Operations exercised: ${exercised}/${report.coverage.length}. The HTML report (\`--reporter html=FILE\`) has every request and response.`);
  let text = out.join("\n") + "\n";
  if (Buffer.byteLength(text) > SUMMARY_BYTES) {
    const cut = text.lastIndexOf("\n<details>", SUMMARY_BYTES - 200);
    text = `${text.slice(0, cut > 0 ? cut : SUMMARY_BYTES - 200)}\n\n… cut to stay within GitHub's 1 MiB step summary; the JSON or HTML report has everything.\n`;
  }
  return text;
}

/** The reporter: annotations and the log, with the summary appended to $GITHUB_STEP_SUMMARY (or included). */
export function formatGithub(report: Report, o: GithubOptions = {}): string {
  const env = o.env ?? process.env;
  const token = o.token ?? `teamchat-${randomUUID()}`;
  const out = [...githubAnnotations(report)];
  const summary = githubSummary(report);
  const file = env.GITHUB_STEP_SUMMARY;
  let wrote = false;
  if (file) {
    try {
      (o.append ?? appendFileSync)(file, summary);
      wrote = true;
    } catch (err) {
      out.push(`::warning title=${escapeProperty("teamchat-conformance")}::${escapeData(`could not append the step summary to ${file}: ${(err as Error).message}`)}`);
    }
  }
  // Nothing between these lines is read as a workflow command, whatever the server sent.
  out.push(`::stop-commands::${token}`, formatPretty(report, { verbose: o.verbose, color: false }).trimEnd());
  if (!wrote) out.push("", summary.trimEnd());
  out.push(`::${token}::`);
  return out.join("\n") + "\n";
}
