// The digest at the top of every report: the few causes behind most findings. One pure function, used by every
// reporter (pretty, JSON's `digest` field, HTML, the GitHub step summary, SARIF's run properties), so they all
// name the same causes with the same counts.
//
// A cause is what one fix would remove: a fault on the way is its kind, wherever it was met (a server answering 502
// on three operations is one cause); any other finding is its rule and title (a check failing the same way on ten
// operations is one cause). Weight is occurrences: a grouped finding (`occurrences`) counts as many times as it was
// met. Rules a missing Zulip extra left untested are grouped by that extra, and crashed rules are a cause of their own.
import type { Finding, FindingKind, Report, Severity } from "../engine/types.ts";
import { groupByCapability } from "../engine/capabilities.ts";
import { normalizeTitle } from "../engine/baseline.ts";

export interface DigestCause {
  /** Stable id of the cause ("kind:server-error", "rule:checks/x:Title", "errored"), also the HTML anchor's base. */
  key: string;
  severity: Exclude<Severity, "note">;
  /** The cause in a few words: the fault kind's plain name, or the finding's title. */
  title: string;
  kind?: FindingKind;
  /** The rule whose title this is (rule causes). */
  rule?: string;
  /** Times met: the findings' occurrences added up (a finding without `occurrences` counts once). */
  count: number;
  /** Findings of this cause in the report. */
  findings: number;
  /** count over all findings of this severity (0..1). */
  share: number;
  /** Operations where it was met, in order of first appearance. */
  operations: string[];
  /** Every rule or check that met it. */
  rules: string[];
}

export interface Digest {
  failures: { findings: number; count: number };
  warnings: { findings: number; count: number };
  /** The top causes: failures first, each severity by count (ties by title), at most `top` failures and warnings each. */
  causes: DigestCause[];
  /** Causes of each severity not in `causes`. */
  more: { failure: number; warning: number };
  /** Share of failure occurrences the listed failure causes account for (0..1; 1 when there is no failure). */
  covered: number;
  /** Rules left untested because the server lacks one of Zulip's extras, by extra. */
  untested: { capability: string; rules: string[] }[];
}

/** Plain names of the fault kinds, as a cause (it may span operations). */
export const KIND_TITLES: Record<FindingKind, string> = {
  timeout: "Requests timed out",
  "connection-reset": "Connections reset",
  "connection-failed": "Connections failed",
  "oversized-body": "Response bodies over the size limit",
  "unparsable-body": "Response bodies that are not JSON",
  "redirect-loop": "Redirect loops",
  "cross-origin-redirect": "Redirects to another origin",
  "nested-too-deep": "Responses nested too deep to read",
  "endpoint-missing": "Endpoints missing (404/405 without the error envelope)",
  "server-error": "Server errors (5xx)",
  "rate-limited": "Still rate-limited after the retries",
  unresponsive: "Operations unresponsive (timed out repeatedly)",
};

/** The cause a finding belongs to. */
export function causeKey(f: Finding): string {
  return f.kind ? `kind:${f.kind}` : `rule:${f.rule}:${f.cause ?? normalizeTitle(f.title)}`;
}

/** Every cause of the report's failures and warnings, heaviest first (failures before warnings). */
export function allCauses(report: Report): DigestCause[] {
  const byKey = new Map<string, DigestCause>();
  const totals = { failure: 0, warning: 0 };
  for (const f of report.findings) {
    if (f.severity === "note") continue;
    const key = `${f.severity}:${causeKey(f)}`;
    const n = f.occurrences ?? 1;
    totals[f.severity] += n;
    let c = byKey.get(key);
    if (!c) {
      c = { key: causeKey(f), severity: f.severity, title: f.kind ? KIND_TITLES[f.kind] : f.title, ...(f.kind ? { kind: f.kind } : { rule: f.rule }), count: 0, findings: 0, share: 0, operations: [], rules: [] };
      byKey.set(key, c);
    }
    c.count += n;
    c.findings++;
    if (f.operation && !c.operations.includes(f.operation)) c.operations.push(f.operation);
    for (const r of [f.rule, ...(f.rules ?? [])]) if (!c.rules.includes(r)) c.rules.push(r);
  }
  const errored = report.rules.filter((r) => r.status === "errored");
  if (errored.length) {
    totals.failure += errored.length;
    byKey.set("errored", { key: "errored", severity: "failure", title: "Rules that crashed (errored)", count: errored.length, findings: 0, share: 0, operations: [], rules: errored.map((r) => r.id) });
  }
  const causes = [...byKey.values()];
  for (const c of causes) c.share = totals[c.severity] ? c.count / totals[c.severity] : 0;
  const rank = (c: DigestCause) => (c.severity === "failure" ? 0 : 1);
  return causes.sort((a, b) => rank(a) - rank(b) || b.count - a.count || b.rules.length - a.rules.length || a.title.localeCompare(b.title));
}

/** The digest of a report: its top causes (default 5 failure causes and 3 warning causes). */
export function digest(report: Report, top = { failure: 5, warning: 3 }): Digest {
  const causes = allCauses(report);
  const of = (s: "failure" | "warning") => causes.filter((c) => c.severity === s);
  const failures = of("failure");
  const warnings = of("warning");
  const shown = [...failures.slice(0, top.failure), ...warnings.slice(0, top.warning)];
  const sum = (list: DigestCause[]) => list.reduce((n, c) => n + c.count, 0);
  const failureCount = sum(failures);
  return {
    // The failures as the verdict counts them (findings) and their occurrences (crashed rules are not occurrences).
    failures: { findings: report.findings.filter((f) => f.severity === "failure").length, count: sum(failures.filter((c) => c.key !== "errored")) },
    warnings: { findings: report.findings.filter((f) => f.severity === "warning").length, count: sum(warnings) },
    causes: shown,
    more: { failure: Math.max(0, failures.length - top.failure), warning: Math.max(0, warnings.length - top.warning) },
    covered: failureCount ? sum(failures.slice(0, top.failure)) / failureCount : 1,
    untested: [...groupByCapability(report.rules)].map(([capability, rules]) => ({ capability, rules })),
  };
}

/** "GET /streams", "GET /streams and 2 more operations". */
export function operationsText(ops: readonly string[], max = 2): string {
  if (!ops.length) return "";
  const shown = ops.slice(0, max).join(", ");
  return ops.length > max ? `${shown} and ${ops.length - max} more operation(s)` : shown;
}

export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** One line per cause, as plain text (pretty and the GitHub log): "57× (79%) Server errors (5xx) — GET /streams; 92 rules". */
export function causeLine(c: DigestCause): string {
  const where = operationsText(c.operations);
  const who = c.kind || c.key === "errored" ? `${c.rules.length} rule(s)` : c.rule;
  return `${c.count}× (${percent(c.share)}) ${c.title}${where ? ` — ${where}` : ""}; ${who}`;
}

/** "the 75 failure(s) (met 164 times)": the verdict's count of failures, and the occurrences the shares are of. */
export function failuresText(d: Digest): string {
  return `the ${d.failures.findings} failure(s)${d.failures.count > d.failures.findings ? ` (met ${d.failures.count} times)` : ""}`;
}

/** The digest as plain lines (the pretty report's DIGEST section); empty without failures or warnings (untested extras are in the summary). */
export function digestLines(d: Digest): string[] {
  if (!d.causes.length) return [];
  const lines: string[] = [];
  const failures = d.causes.filter((c) => c.severity === "failure");
  const warnings = d.causes.filter((c) => c.severity === "warning");
  if (failures.length) {
    lines.push(`  ${failures.length} cause(s) behind ${percent(d.covered)} of ${failuresText(d)}:`);
    for (const c of failures) lines.push(`    ${causeLine(c)}`);
    if (d.more.failure) lines.push(`    ... and ${d.more.failure} more cause(s) of failures`);
  }
  if (warnings.length) {
    lines.push(`  Warnings, by cause:`);
    for (const c of warnings) lines.push(`    ${causeLine(c)}`);
    if (d.more.warning) lines.push(`    ... and ${d.more.warning} more cause(s) of warnings`);
  }
  return lines;
}
