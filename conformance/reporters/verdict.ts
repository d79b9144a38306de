// The verdict line and the counts, written once for every reporter (pretty, GitHub, HTML, JUnit, SARIF), so they
// say the same thing with the same numbers: failures are the report's failure findings (one cause on one
// operation, one failure), failed rules its rules with status "failed", and "met N times" the occurrences the
// findings group (the digest's weight). A run that left rules out (report.scope: a selection, the config file's,
// a shard, a --max-failures stop) says so in its verdict: "Conformant in 27 of 244 rules (…)".
import type { Report, RuleResult } from "../engine/types.ts";

/** Whether a --max-failures stop left the rule unrun (the skip reason engine/options.ts stopIfMaxFailures gives). */
export function stoppedByMaxFailures(r: RuleResult): boolean {
  return r.status === "skipped" && /\(--max-failures \d+\); not run$/.test(r.reason ?? "");
}

/** Occurrences of the failures: a grouped finding counts as many times as it was met. */
export function failureOccurrences(report: Report): number {
  return report.findings.filter((f) => f.severity === "failure").reduce((n, f) => n + (f.occurrences ?? 1), 0);
}

/** "3 failure(s) in 2 failed rule(s), met 5 times, 1 rule(s) errored". */
export function countsText(report: Report): string {
  const s = report.summary;
  const met = failureOccurrences(report);
  return [`${s.failures} failure(s) in ${s.failed} failed rule(s)`, met > s.failures && `met ${met} times`, s.errored && `${s.errored} rule(s) errored`].filter(Boolean).join(", ");
}

/** What the verdict covers when it is not the whole suite: "in 27 of 244 rules (--only streams/*)", or "". */
export function scopeText(report: Report): string {
  const parts = [
    report.scope && `in ${report.scope.ran} of ${report.scope.of} rules${report.scope.leftOut.length ? ` (${report.scope.leftOut.join("; ")})` : ""}`,
    report.unauthenticatedOnly && "in what needs no account",
    report.shard && !report.scope && `in shard ${report.shard.index}/${report.shard.count}`,
  ].filter(Boolean);
  return parts.join(", ");
}

/** The one verdict line of a report (no final period). */
export function verdictLine(report: Report): string {
  const scope = scopeText(report);
  const partial = scope ? ` ${scope}` : "";
  switch (report.verdict) {
    case "unreachable":
      return "Server unreachable or not this API";
    case "config-error":
      return "Configuration error";
    case "incomplete": {
      const unrun = report.rules.filter((r) => r.reason === "time budget exhausted").length;
      return `Incomplete: the time budget ran out before ${unrun} rule(s) ran; no verdict (raise --max-time)`;
    }
    default:
      if (report.exitCode === 0) return scope ? `Conformant${partial} (not a verdict on the whole suite)` : "Conformant";
      return `Not conformant: ${countsText(report)}${scope ? ` —${partial}` : ""}`;
  }
}
