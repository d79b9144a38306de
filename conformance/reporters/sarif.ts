// --reporter sarif=FILE: SARIF 2.1.0 (Static Analysis Results Interchange Format), for code-scanning dashboards
// (GitHub's upload-sarif, IDE viewers). One reportingDescriptor per rule id (every rule and check of the run, and
// the setup units), one result per finding with its location in the spec this package ships (an absolute URI, never
// a path of the repository under test; the finding's `pointer` resolved to a line), the operation as a logical location, a stable fingerprint, and the repro in its properties. The run's
// properties carry the digest (digest.ts).
import { createHash } from "node:crypto";
import type { Finding, Report } from "../engine/types.ts";
import { digest } from "./digest.ts";
import { specLines } from "./spec-lines.ts";
import { SPEC_URI } from "./locations.ts";
import { bound, demandText, quoteText } from "./text.ts";
import { verdictLine } from "./verdict.ts";
import { entryOf, fingerprint } from "../engine/baseline.ts";

export const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

const LEVEL = { failure: "error", warning: "warning", note: "note" } as const;

export function formatSarif(report: Report): string {
  const lineOf = specLines();
  const ids: string[] = [];
  const titles = new Map<string, string>();
  for (const r of report.rules) {
    if (!titles.has(r.id)) ids.push(r.id);
    titles.set(r.id, r.title);
  }
  for (const f of report.findings) {
    if (!titles.has(f.rule)) {
      ids.push(f.rule);
      titles.set(f.rule, f.rule.startsWith("setup/") ? `Setup: ${f.rule.slice("setup/".length)}` : f.rule);
    }
  }
  const index = new Map(ids.map((id, i) => [id, i]));
  const rules = ids.map((id) => {
    const severities = report.findings.filter((f) => f.rule === id).map((f) => f.severity);
    const level = severities.includes("failure") || !severities.length ? "error" : severities.includes("warning") ? "warning" : "note";
    return {
      id,
      name: id.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase()),
      shortDescription: { text: titles.get(id) || id },
      help: { text: `${titles.get(id) || id} (rule ${id} of teamchat-conformance; \`teamchat-conformance --list-rules --only ${id}\` shows its operations)` },
      defaultConfiguration: { level },
      properties: { area: id.split("/")[0], ...(report.rules.find((r) => r.id === id) ? { status: report.rules.find((r) => r.id === id)!.status } : {}) },
    };
  });
  const results = report.findings.map((f) => result(f, index.get(f.rule)!, lineOf));
  const log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: report.tool.name, version: report.tool.version, semanticVersion: /^\d+\.\d+\.\d+/.test(report.tool.version) ? report.tool.version : undefined, rules } },
        invocations: [
          {
            executionSuccessful: report.exitCode === 0 || report.exitCode === 1,
            exitCode: report.exitCode,
            startTimeUtc: report.startedAt,
            endTimeUtc: new Date(Date.parse(report.startedAt) + report.durationMs).toISOString(),
            toolExecutionNotifications: [verdictLine(report), ...report.notes].map((n) => ({ level: "note", message: { text: n } })),
          },
        ],
        results,
        properties: {
          target: report.target,
          verdict: report.verdict,
          verdictLine: verdictLine(report),
          ...(report.scope ? { scope: report.scope } : {}),
          ...(report.config ? { config: report.config } : {}),
          seed: report.seed,
          summary: report.summary,
          digest: digest(report),
        },
      },
    ],
  };
  return JSON.stringify(log, null, 2) + "\n";
}

function result(f: Finding, ruleIndex: number, lineOf: (pointer: string) => number | undefined) {
  const line = f.pointer ? lineOf(f.pointer) : undefined;
  const quote = quoteText(f);
  const demand = demandText(f);
  const text = `${bound(f.title)}${f.operation ? ` (${f.operation})` : ""}. Documented: ${bound(f.expected)}. Received: ${bound(f.received)}${f.occurrences ? ` (${f.occurrences} times)` : ""}${quote ? `. Seed says: ${quote}` : ""}${demand ? `. Demand: ${demand}` : ""}`;
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text },
    locations: [
      {
        // The spec as shipped in this package (an absolute URI), never a path of the repository under test.
        physicalLocation: { artifactLocation: { uri: SPEC_URI }, ...(line ? { region: { startLine: line } } : {}) },
        ...(f.operation ? { logicalLocations: [{ name: f.operation, fullyQualifiedName: f.operation, kind: "resource" }] } : {}),
      },
    ],
    // The baseline's identity (engine/baseline.ts): rule, operation and cause, no run-generated name or counter.
    partialFingerprints: { "teamchatFinding/v1": createHash("sha256").update(fingerprint(entryOf(f))).digest("hex") },
    properties: {
      ...(f.pointer ? { pointer: f.pointer } : {}),
      ...(f.operation ? { operation: f.operation } : {}),
      ...(f.kind ? { kind: f.kind } : {}),
      ...(f.occurrences ? { occurrences: f.occurrences } : {}),
      ...(f.rules ? { rules: f.rules } : {}),
      ...(f.caveat ? { caveat: f.caveat } : {}),
      ...(f.quote ? { quote: f.quote, seedSays: quoteText(f) } : {}),
      ...(f.demand ? { demand: f.demand } : {}),
      ...(f.cause ? { cause: f.cause } : {}),
      ...(f.curl ? { curl: f.curl } : {}),
      ...(f.replay ? { replay: f.replay.command } : {}),
    },
  };
}
