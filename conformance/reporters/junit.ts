// JUnit XML for CI: one testsuite per area, one testcase per rule; failures carry the findings with curl repros.
import type { Finding, Report } from "../engine/types.ts";

export function formatJunit(report: Report): string {
  const areas = new Map<string, Report["rules"]>();
  for (const r of report.rules) areas.set(r.area, [...(areas.get(r.area) ?? []), r]);
  const suites = [...areas].map(([area, rules]) => {
    const cases = rules.map((r) => {
      // A grouped finding (one cause met by several rules) is shown under each rule that met it.
      const findings = report.findings.filter((f) => (f.rule === r.id || f.rules?.includes(r.id)) && f.severity === "failure");
      const body =
        r.status === "failed"
          ? findings.map((f) => `<failure message="${esc(f.title)}" type="${esc(f.rule)}">${esc(describe(f))}</failure>`).join("")
          : r.status === "errored"
            ? `<error message="${esc(r.reason?.split("\n")[0] ?? "errored")}">${esc(r.reason ?? "")}</error>`
            : r.status === "skipped"
              ? `<skipped message="${esc(r.reason ?? "")}"/>`
              : "";
      return `    <testcase classname="${esc(area)}" name="${esc(r.id)}" time="${(r.durationMs / 1000).toFixed(3)}">${body}</testcase>`;
    });
    const count = (s: string) => rules.filter((r) => r.status === s).length;
    const time = rules.reduce((t, r) => t + r.durationMs, 0) / 1000;
    return `  <testsuite name="${esc(area)}" tests="${rules.length}" failures="${count("failed")}" errors="${count("errored")}" skipped="${count("skipped")}" time="${time.toFixed(3)}">\n${cases.join("\n")}\n  </testsuite>`;
  });
  const s = report.summary;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="teamchat-conformance" tests="${report.rules.length}" failures="${s.failed}" errors="${s.errored}" skipped="${s.skipped}" time="${(report.durationMs / 1000).toFixed(3)}">\n${suites.join("\n")}\n</testsuites>\n`;
}

function describe(f: Finding): string {
  return [
    f.operation && `Operation: ${f.operation}`,
    f.kind && `Kind: ${f.kind}`,
    f.occurrences && `Occurrences: ${f.occurrences} (the first shown)`,
    f.rules && `Rules: ${f.rules.join(", ")}`,
    `Documented: ${f.expected}`,
    `Received: ${f.received}`,
    f.caveat && `Caveat: ${f.caveat}`,
    f.pointer && `Spec: openapi.yaml${f.pointer}`,
    ...(f.steps ?? []).map((st, i) => `${i ? "       " : "Sent before:"} ${st.curl}\n         → ${st.answer}`),
    f.curl && `Reproduce: ${f.curl}`,
    f.replay && `Replay: ${f.replay.command}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function esc(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!).replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, "");
}
