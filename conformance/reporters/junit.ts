// JUnit XML for CI: one testsuite per area, one testcase per rule; failures carry the findings with curl repros.
import type { Finding, Report } from "../engine/types.ts";
import { specRef } from "./locations.ts";
import { bound, demandText, printedCurl, quoteText } from "./text.ts";
import { scopeText, verdictLine } from "./verdict.ts";

export function formatJunit(report: Report): string {
  const areas = new Map<string, Report["rules"]>();
  for (const r of report.rules) areas.set(r.area, [...(areas.get(r.area) ?? []), r]);
  const props: [string, string][] = [["verdict", verdictLine(report)], ["scope", scopeText(report) || "the whole suite"], ["seed", String(report.seed)], ...(report.config ? [["config", report.config.file ?? "none"] as [string, string]] : [])];
  const properties = `    <properties>${props.map(([k, v]) => `<property name="${k}" value="${esc(v)}"/>`).join("")}</properties>`;
  const suites = [...areas].map(([area, rules]) => {
    const cases = rules.map((r) => {
      // A grouped finding (one cause met by several rules) is shown under each rule that met it.
      const findings = report.findings.filter((f) => (f.rule === r.id || f.rules?.includes(r.id)) && f.severity === "failure");
      const body =
        r.status === "failed"
          ? findings.map((f) => `<failure message="${esc(bound(f.title))}" type="${esc(f.rule)}">${esc(describe(f))}</failure>`).join("")
          : r.status === "errored"
            ? `<error message="${esc(r.reason?.split("\n")[0] ?? "errored")}">${esc(r.reason ?? "")}</error>`
            : r.status === "skipped"
              ? `<skipped message="${esc(r.reason ?? "")}"/>`
              : "";
      return `    <testcase classname="${esc(area)}" name="${esc(r.id)}" time="${(r.durationMs / 1000).toFixed(3)}">${body}</testcase>`;
    });
    const count = (s: string) => rules.filter((r) => r.status === s).length;
    const time = rules.reduce((t, r) => t + r.durationMs, 0) / 1000;
    return `  <testsuite name="${esc(area)}" tests="${rules.length}" failures="${count("failed")}" errors="${count("errored")}" skipped="${count("skipped")}" time="${time.toFixed(3)}">\n${properties}\n${cases.join("\n")}\n  </testsuite>`;
  });
  const s = report.summary;
  // The verdict (with what the run left out) once, as a comment and as properties of every suite.
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- ${esc(verdictLine(report)).replace(/--/g, "- -")} -->\n<testsuites name="teamchat-conformance" tests="${report.rules.length}" failures="${s.failed}" errors="${s.errored}" skipped="${s.skipped}" time="${(report.durationMs / 1000).toFixed(3)}">\n${suites.join("\n")}\n</testsuites>\n`;
}

function describe(f: Finding): string {
  // Every value bounded (text.ts): a CI log and its test view carry it; the JSON report has everything whole.
  return [
    f.operation && `Operation: ${f.operation}`,
    f.kind && `Kind: ${f.kind}`,
    f.occurrences && `Occurrences: ${f.occurrences} (the first shown)`,
    f.rules && `Rules: ${bound(f.rules.join(", "))}`,
    `Documented: ${bound(f.expected)}`,
    `Received: ${bound(f.received)}`,
    quoteText(f) && `Seed says: ${quoteText(f)}`,
    demandText(f) && `Demand: ${demandText(f)}`,
    f.caveat && `Caveat: ${bound(f.caveat)}`,
    f.pointer && `Spec: ${specRef(f.pointer)}`,
    ...(f.steps ?? []).map((st, i) => `${i ? "       " : "Sent before:"} ${printedCurl(st.curl, st.request)}\n         → ${bound(st.answer)}`),
    f.curl && `Reproduce: ${printedCurl(f.curl, f.request)}`,
    f.replay && `Replay: ${bound(f.replay.command)}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function esc(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!).replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, "");
}
