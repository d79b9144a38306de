// The seed's words for a feature level: the rows of its Versioning table, as the seed coverage map quotes them
// (conformance/coverage/statements.yaml, ids `level.*`). One source: nothing here copies the seed.
import { existsSync } from "node:fs";
import { loadStatements, STATEMENTS_PATH } from "../../conformance/coverage/index.ts";

/** level → the seed's words for what changed at it (the row's part for that level where the row lists one per level). */
export function seedWordsByLevel(path: string = STATEMENTS_PATH): Map<number, string> {
  const out = new Map<number, string>();
  if (!existsSync(path)) return out;
  const rows: string[] = [];
  for (const s of loadStatements(path)) {
    if (!s.id.startsWith("level.")) continue;
    const m = /^\|\s*([^|]+?)\s*\|\s*(.+?)\s*\|$/.exec(s.words);
    if (!m) continue;
    const levels = [...m[1].matchAll(/\d+/g)].map((x) => Number(x[0]));
    const parts = m[2].split(/;\s*/);
    levels.forEach((level, i) => out.set(level, parts.length === levels.length && levels.length > 1 ? parts[i] : m[2]));
    rows.push(m[2]);
  }
  // A row may date a change inside its text ("158 onward | ... at 197; ... (142 for read)").
  for (const text of rows) for (const n of text.matchAll(/\b\d+\b/g)) if (!out.has(Number(n[0]))) out.set(Number(n[0]), text);
  return out;
}
