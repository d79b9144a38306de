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

// ------------------------------------------------------------------------------------------------ departures
// The catalogue of departures (test/departures/): small declared ways an implementer breaks one statement, each
// applied in front of the reference server; the suite must fail on every one. The catalogue lives in test/ and is
// passed in as data (this file never imports test code); the kinds and which of them apply to a statement are
// derived here from the statement's own data (its section and words), so the matrix reads the same everywhere.

/** The closed set of ways a statement is broken. */
export const DEPARTURE_KINDS = [
  "left-out",
  "optional-as-required",
  "replaced-honoured",
  "partial",
  "ids-truncated",
  "edge-crash",
  "wrong-text",
  "wrong-audience",
  "event-field-missing",
  "wrong-value",
] as const;
export type DepartureKind = (typeof DEPARTURE_KINDS)[number];

export const KIND_MEANINGS: Record<DepartureKind, string> = {
  "left-out": "the behaviour is missing",
  "optional-as-required": "an optional parameter's omission refused",
  "replaced-honoured": "a replaced or renamed old parameter or value still honoured",
  partial: "half of it: half the Markdown, half the URI template operators, one of several fields or values",
  "ids-truncated": "IDs cut to 32 bits or read modulo",
  "edge-crash": "a 5xx on a value at the edge of its type",
  "wrong-text": "wrong msg, code or language name",
  "wrong-audience": "an event to the wrong users, or missing for the right ones",
  "event-field-missing": "a field missing on one op or form of an event",
  "wrong-value": "a field with a wrong value or type",
};

/** Kinds whose departures another hand writes; their empty cells are shown as reserved, not as gaps (none now). */
export const RESERVED_KINDS: Partial<Record<DepartureKind, string>> = {};

const RESOURCE_SECTIONS = /^(Channel object|User object|Message object|User group object|Draft object|Scheduled message|Custom profile field|Linkifier|Invitation|Attachment|Server settings object)/;
/** A path ID in the statement's words ({stream_id}, {id}, ...). */
const PATH_ID = /\{[a-z_]*id\}/;
/** Words that record a rename or replacement. */
const RENAME = /\breplace[sd]?\b|\brenamed\b|\bwas named\b|\bbecame\b|\bforever was\b/i;
/** Words that make a parameter optional or give it a default. */
const OPTIONAL = /\| no \||\boptional\b|\bdefault (true|false|\d)/i;
/** Words that enumerate several values or render a rich format (Markdown, RFC 6570): a server may do half. */
function enumerates(words: string): boolean {
  if (/markdown|RFC 6570/i.test(words)) return true;
  if ((words.match(/`[^`]+`/g) ?? []).length >= 3) return true;
  return /\b\d+\b[^|]*?,\s*\b\d+\b[^|]*?,\s*\b\d+\b/.test(words.replace(/^\| [\d, ]+ \|/, ""));
}

/** The kinds of departure that apply to a statement, derived from its section and words. */
export function applicableKinds(s: Pick<Statement, "section" | "words">): DepartureKind[] {
  const { section, words } = s;
  const kinds = new Set<DepartureKind>();
  if (RESOURCE_SECTIONS.test(section)) (["wrong-value", "left-out"] as const).forEach((k) => kinds.add(k));
  else if (/^Events/.test(section)) {
    if (words.startsWith("|") || /\(forms of person\)/.test(section) || /produces .* events/.test(words)) {
      kinds.add("wrong-audience");
      kinds.add("event-field-missing");
    } else kinds.add("left-out");
    if (/language/.test(words)) kinds.add("wrong-text");
  } else if (/^Errors/.test(section)) {
    kinds.add("wrong-text");
    kinds.add("left-out");
    if (PATH_ID.test(words) && /unknown|invalid (?!permission)|missing|no such/.test(words)) kinds.add("ids-truncated");
  } else if (/^Endpoints:/.test(section)) {
    kinds.add("left-out");
    if (OPTIONAL.test(words)) kinds.add("optional-as-required");
    if (RENAME.test(words)) kinds.add("replaced-honoured");
    if (words.startsWith("|") || /\bbody\b|\bpath\b|\bQuery\b/.test(words)) kinds.add("edge-crash");
    if (PATH_ID.test(section) && /unknown|invalid/i.test(words)) kinds.add("ids-truncated");
  } else if (section === "Versioning 3") {
    kinds.add("left-out");
    if (RENAME.test(words)) kinds.add("replaced-honoured");
  } else kinds.add("left-out");
  if (enumerates(words)) kinds.add("partial");
  return DEPARTURE_KINDS.filter((k) => kinds.has(k));
}

/** A departure as the matrix reads it (the catalogue's plain data, without its transform). */
export interface DepartureEntry {
  id: string;
  title: string;
  statements: readonly string[];
  kind: string;
  /** The suite does not catch it yet: why (a gap of the suite, kept in the catalogue). */
  knownMiss?: string;
  /** The profiles it applies to, and those of them the known miss is in (default all of them). */
  profiles?: readonly string[];
  knownMissIn?: readonly string[];
}

/** A departure the suite misses on every profile it applies to (one it catches somewhere still fills its cells). */
const missedEverywhere = (d: DepartureEntry) => Boolean(d.knownMiss) && (d.profiles ?? []).every((p) => (d.knownMissIn ?? d.profiles ?? []).includes(p));

/** A cell of the matrix explained away: why no departure of this kind can break this statement. */
export interface Exemption {
  statement: string;
  kind: string;
  why: string;
}

export type CellStatus = "caught" | "missed" | "exempt" | "reserved" | "gap";

export interface MatrixCell {
  statement: string;
  kind: DepartureKind;
  status: CellStatus;
  /** Departures of this kind that break the statement (caught and missed). */
  departures: string[];
  /** Why the cell is exempt (the exemption, or the statement's own unobservable reason). */
  why?: string;
}

export interface DepartureMatrix {
  cells: MatrixCell[];
  /** Departures naming statement ids the map does not have: `departure → id`. */
  unknownStatements: string[];
  /** Departures of a kind outside DEPARTURE_KINDS. */
  unknownKinds: string[];
  /** Departures of a kind that does not apply to a statement they name: `departure → statement (kind)`. */
  inapplicable: string[];
  /** Exemptions of a cell that does not exist or that a departure fills: `statement (kind)`. */
  staleExemptions: string[];
  counts: { statements: number; applicable: number; caught: number; missed: number; exempt: number; reserved: number; gaps: number };
  perKind: Record<DepartureKind, { departures: number; caught: number; missed: number; exempt: number; reserved: number; gaps: number }>;
}

/** Statement × kind: which departures break each applicable cell, which are exempt and why, and the gaps. */
export function departureMatrix(departures: readonly DepartureEntry[], exemptions: readonly Exemption[], statements: Statement[] = loadStatements()): DepartureMatrix {
  const known = new Map(statements.map((s) => [s.id, s]));
  const kinds = new Set<string>(DEPARTURE_KINDS);
  const unknownStatements: string[] = [];
  const unknownKinds: string[] = [];
  const inapplicable: string[] = [];
  const byCell = new Map<string, DepartureEntry[]>();
  const cellKey = (statement: string, kind: string) => `${statement} (${kind})`;
  for (const d of departures) {
    if (!kinds.has(d.kind)) unknownKinds.push(`${d.id} → ${d.kind}`);
    for (const id of d.statements) {
      const s = known.get(id);
      if (!s) unknownStatements.push(`${d.id} → ${id}`);
      else if (kinds.has(d.kind) && !applicableKinds(s).includes(d.kind as DepartureKind)) inapplicable.push(`${d.id} → ${cellKey(id, d.kind)}`);
      byCell.set(cellKey(id, d.kind), [...(byCell.get(cellKey(id, d.kind)) ?? []), d]);
    }
  }
  const exempt = new Map(exemptions.map((e) => [cellKey(e.statement, e.kind), e.why]));
  const cells: MatrixCell[] = [];
  const perKind = Object.fromEntries(DEPARTURE_KINDS.map((k) => [k, { departures: 0, caught: 0, missed: 0, exempt: 0, reserved: 0, gaps: 0 }])) as DepartureMatrix["perKind"];
  for (const d of departures) if (kinds.has(d.kind)) perKind[d.kind as DepartureKind].departures++;
  const counts = { statements: statements.length, applicable: 0, caught: 0, missed: 0, exempt: 0, reserved: 0, gaps: 0 };
  const used = new Set<string>();
  for (const s of statements) {
    for (const kind of applicableKinds(s)) {
      const key = cellKey(s.id, kind);
      const ds = byCell.get(key) ?? [];
      const why = exempt.get(key) ?? (s.unobservable ? `not observable: ${s.unobservable}` : undefined);
      if (exempt.has(key) && !ds.length) used.add(key);
      const status: CellStatus = ds.some((d) => !missedEverywhere(d))
        ? "caught"
        : ds.length
          ? "missed"
          : why
            ? "exempt"
            : RESERVED_KINDS[kind]
              ? "reserved"
              : "gap";
      counts.applicable++;
      counts[status === "gap" ? "gaps" : status]++;
      perKind[kind][status === "gap" ? "gaps" : status]++;
      cells.push({ statement: s.id, kind, status, departures: ds.map((d) => d.id), ...(status === "exempt" ? { why } : {}) });
    }
  }
  const staleExemptions = [...exempt.keys()].filter((k) => !used.has(k));
  return { cells, unknownStatements, unknownKinds, inapplicable, staleExemptions, counts, perKind };
}
