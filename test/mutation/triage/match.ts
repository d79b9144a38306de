// Matching Stryker's mutants (mutation.json's `files`) to triage entries, and the figures of a run. Pure: tested by
// test/mutation/triage.test.ts.
import type { Category, Entry } from "./types.ts";

export interface Mutant {
  id: string;
  /** Tests Stryker ran for this mutant; a "Survived" mutant with rules covering it and 0 run is no measurement. */
  testsCompleted?: number;
  coveredBy?: string[];
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface Row {
  where: string;
  mutator: string;
  original: string;
  replacement: string;
  status: string;
  /** The source line the mutant starts on. */
  line: string;
  entry?: Entry;
}

const NOT_KILLED = new Set(["Survived", "NoCoverage"]);
/** Statuses that are no verdict on the suite (the mutant did not compile or run, or Stryker was told to skip it). */
const NOT_COUNTED = new Set(["CompileError", "RuntimeError", "Ignored", "Pending"]);

const contains = (line: string, text: string | RegExp) => (typeof text === "string" ? line.includes(text) : text.test(line));
const indent = (line: string) => line.length - line.trimStart().length;

/**
 * 1-based inclusive line range of a region, from its first line to the end of what that line belongs to: a line that
 * opens a block (`function f() {`, `handler: (ctx) => {`) ends at its closing bracket; a property line
 * (`op: "POST /a",`) ends with the object it is in.
 */
export function regionOf(lines: string[], start: string | RegExp): [number, number] | undefined {
  const i = lines.findIndex((l) => contains(l, start));
  if (i < 0) return undefined;
  const depth = indent(lines[i]);
  const opens = /([{([]|=>)\s*$/.test(lines[i]);
  let j = i + 1;
  for (; j < lines.length; j++) {
    const l = lines[j];
    if (!l.trim()) continue;
    const d = indent(l);
    if (d < depth || (d === depth && opens && !/^[}\])]/.test(l.trimStart()))) break;
  }
  // Trailing blank lines are not part of it.
  while (j > i + 1 && !lines[j - 1].trim()) j--;
  return [i + 1, j];
}

function matches(e: Entry, file: string, lines: string[], m: Mutant): boolean {
  if (e.file !== file) return false;
  const line = m.location.start.line;
  if (e.region !== undefined) {
    const r = regionOf(lines, e.region);
    if (!r || line < r[0] || line > r[1]) return false;
  }
  if (e.code !== undefined && !contains(lines[line - 1] ?? "", e.code)) return false;
  if (e.mutator && e.mutator !== m.mutatorName) return false;
  if (e.replacement && !e.replacement.test(m.replacement ?? "")) return false;
  return true;
}

export function classify(files: Record<string, { source: string; mutants: Mutant[] }>, entries: Entry[]) {
  const rows: Row[] = [];
  const perFile: Record<string, Record<string, number>> = {};
  const used = new Set<Entry>();
  for (const [file, data] of Object.entries(files)) {
    const lines = data.source.split("\n");
    const t: Record<string, number> = (perFile[file] = { total: 0, Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, equivalent: 0, "not observable": 0, gap: 0 });
    for (const m of data.mutants) {
      if (NOT_COUNTED.has(m.status)) continue;
      // The vitest runner can report a covered mutant "Survived" without running a test (stryker-js#6213): that is
      // no verdict on the suite. Counted apart; run the file again.
      if (m.status === "Survived" && m.testsCompleted === 0 && (m.coveredBy?.length ?? 0) > 0) {
        t.Unmeasured = (t.Unmeasured ?? 0) + 1;
        continue;
      }
      t.total++;
      t[m.status] = (t[m.status] ?? 0) + 1;
      if (!NOT_KILLED.has(m.status)) continue;
      const { start, end } = m.location;
      const original = start.line === end.line ? lines[start.line - 1].slice(start.column - 1, end.column - 1) : lines[start.line - 1].slice(start.column - 1) + " …";
      const entry = entries.find((e) => matches(e, file, lines, m));
      if (entry) {
        used.add(entry);
        t[entry.category]++;
      }
      rows.push({ where: `${file}:${start.line}:${start.column}`, mutator: m.mutatorName, original, replacement: m.replacement ?? "", status: m.status, line: lines[start.line - 1], entry });
    }
  }
  // Only entries of files this run measured can be stale (a --files run measures a subset).
  const stale = entries.filter((e) => files[e.file] && !used.has(e));
  return { rows, perFile, stale };
}

export function summarize(rows: Row[], perFile: Record<string, Record<string, number>>) {
  const sum = (k: string) => Object.values(perFile).reduce((n, t) => n + (t[k] ?? 0), 0);
  const byCategory = { equivalent: 0, "not observable": 0, gap: 0 } as Record<Category, number>;
  for (const r of rows) if (r.entry) byCategory[r.entry.category]++;
  const killed = sum("Killed");
  const timeout = sum("Timeout");
  return {
    total: sum("total"),
    killed,
    timeout,
    detected: killed + timeout,
    survived: sum("Survived"),
    noCoverage: sum("NoCoverage"),
    byCategory,
    untriaged: rows.filter((r) => !r.entry).length,
    unmeasured: sum("Unmeasured"),
  };
}
