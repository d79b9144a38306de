// The seed's words behind a finding: the statements of the coverage map (conformance/coverage/statements.yaml) that
// the rule declares, or that name the check. Read once per process, on the first finding (a conformant run never
// reads the file).
import { loadStatements, type Statement } from "../coverage/index.ts";
import type { SeedQuote } from "./types.ts";

/** How many statements' words a finding quotes (the rest are named by id). */
const QUOTED = 3;

let byId: Map<string, Statement> | undefined;
let byCheck: Map<string, Statement[]> | undefined;

function load(): void {
  if (byId) return;
  const all = loadStatements();
  byId = new Map(all.map((s) => [s.id, s]));
  byCheck = new Map();
  for (const s of all) for (const c of s.checks ?? []) byCheck.set(c, [...(byCheck.get(c) ?? []), s]);
}

/**
 * The quote of a seed rule (its declared statements) or of a generic check (`checks/<name>`). A check's finding about
 * one parameter of one operation quotes that parameter's row of the operation first (section "Endpoints: <op>"),
 * then what the check enforces everywhere.
 */
export function quoteFor(unit: { id: string; statements?: readonly string[] }, where: { operation?: string; parameter?: string } = {}): SeedQuote | undefined {
  load();
  const found = unit.id.startsWith("checks/")
    ? [...parameterStatements(where), ...(byCheck!.get(unit.id.slice("checks/".length)) ?? []).filter((s) => !s.section.startsWith("Endpoints: "))]
    : // A rule's statements about the finding's operation first: the words a stranger needs for this finding.
      sortBy((unit.statements ?? []).map((id) => byId!.get(id)).filter((s): s is Statement => s !== undefined), (s) => (s.section === `Endpoints: ${where.operation}` || s.words.includes(where.operation ?? "\u0000") ? 0 : 1));
  // The parameter's own row first, then what the check enforces everywhere; never another parameter's or operation's row.
  const all = [...new Set(found)];
  const statements = all.slice(0, QUOTED);
  if (!statements.length) return undefined;
  return {
    section: [...new Set(statements.map((s) => s.section))].join("; "),
    // A rule's every statement by id (its words quoted for the first few); a check's, the ones quoted.
    statements: (unit.id.startsWith("checks/") ? statements : all).map((s) => s.id),
    words: statements.map((s) => s.words),
  };
}

/** The statements of an operation's section that name the parameter (its table row, or its name in backticks). */
function parameterStatements({ operation, parameter }: { operation?: string; parameter?: string }): Statement[] {
  if (!operation || !parameter) return [];
  const section = `Endpoints: ${operation}`;
  return [...byId!.values()].filter((s) => s.section === section && (s.words.includes(`| ${parameter} |`) || s.words.includes(`\`${parameter}\``)));
}

/** A stable sort by a numeric key. */
function sortBy<T>(list: T[], key: (t: T) => number): T[] {
  return list.map((t, i) => [t, key(t), i] as const).sort((a, b) => a[1] - b[1] || a[2] - b[2]).map(([t]) => t);
}
