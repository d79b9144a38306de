// The seed coverage map: the seed's normative statements (statements.yaml, data) against the rules that declare
// them (`statements` in rule()) and the generic checks the data names. Read by test/conformance/coverage.test.ts
// (every statement covered or excused, every declared id known) and by the docs' "Seed coverage" page. Not on the
// suite's run path: a run never reads this file.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const STATEMENTS_PATH = fileURLToPath(new URL("./statements.yaml", import.meta.url));

export interface Statement {
  /** Stable id, `<area>.<topic>`. */
  id: string;
  /** The seed's section. */
  section: string;
  /** The seed's own words, quoted exactly. */
  words: string;
  /** Generic checks (conformance/checks/) that test it on every operation. */
  checks?: string[];
  /** What the covering rules do not read (the statement is only partly covered). */
  partly?: string;
  /** Why nothing observable over the API can test it. */
  unobservable?: string;
}

export type CoverageStatus = "covered" | "partly" | "not covered" | "unobservable";

export interface StatementCoverage extends Statement {
  rules: string[];
  status: CoverageStatus;
}

export interface CoverageMap {
  statements: StatementCoverage[];
  /** Ids a rule declares that the map does not have: `rule → id`. */
  unknown: string[];
  /** Checks the map names that do not exist. */
  unknownChecks: string[];
  counts: Record<CoverageStatus, number> & { total: number };
}

export function loadStatements(path: string = STATEMENTS_PATH): Statement[] {
  const doc = parse(readFileSync(path, "utf8")) as { statements?: Statement[] };
  return doc.statements ?? [];
}

/** The rules' view of the map: anything with an id and the statement ids it declares. */
export interface Declaring {
  id: string;
  statements?: readonly string[];
}

export function coverageMap(rules: readonly Declaring[], checkIds: readonly string[], statements: Statement[] = loadStatements()): CoverageMap {
  const known = new Set(statements.map((s) => s.id));
  const byStatement = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const r of rules) {
    for (const id of r.statements ?? []) {
      if (!known.has(id)) unknown.push(`${r.id} → ${id}`);
      else byStatement.set(id, [...(byStatement.get(id) ?? []), r.id]);
    }
  }
  const checks = new Set(checkIds.map((c) => c.replace(/^checks\//, "")));
  const unknownChecks = statements.flatMap((s) => (s.checks ?? []).filter((c) => !checks.has(c)).map((c) => `${s.id} → ${c}`));
  const counts = { total: statements.length, covered: 0, partly: 0, "not covered": 0, unobservable: 0 };
  const out = statements.map((s) => {
    const ruleIds = (byStatement.get(s.id) ?? []).sort();
    const tested = ruleIds.length > 0 || (s.checks ?? []).length > 0;
    const status: CoverageStatus = s.unobservable && !tested ? "unobservable" : !tested ? "not covered" : s.partly ? "partly" : "covered";
    counts[status]++;
    return { ...s, rules: ruleIds, status };
  });
  return { statements: out, unknown, unknownChecks, counts };
}
