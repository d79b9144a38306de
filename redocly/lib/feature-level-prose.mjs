// The one place that turns x-feature-level data into the "**Changes**" prose of a description. The decorator writes
// it; the feature-level-prose rule checks that any such paragraph in a document agrees with it.

export const CHANGES_MARK = "**Changes**:";

/** Sentences describing an x-feature-level annotation and x-enum-levels, oldest level first. */
export function changeSentences(fl = {}, enumLevels = {}) {
  const items = [];
  if (fl.added !== undefined) items.push([fl.added, `New in feature level ${fl.added}.`]);
  if (fl.renamed) items.push([fl.renamed.at, `Renamed from \`${fl.renamed.from}\` at feature level ${fl.renamed.at}.`]);
  for (const c of fl.changed ?? []) items.push([c.level, `At feature level ${c.level}: ${c.summary}.`]);
  if (fl.deprecated !== undefined) items.push([fl.deprecated, `Deprecated at feature level ${fl.deprecated}.`]);
  if (fl.removed !== undefined) items.push([fl.removed, `Removed at feature level ${fl.removed}.`]);
  for (const [value, efl] of Object.entries(enumLevels)) {
    if (efl.added !== undefined) items.push([efl.added, `Value \`${value}\` new in feature level ${efl.added}.`]);
    if (efl.renamed) items.push([efl.renamed.at, `Value \`${value}\` was \`${efl.renamed.from}\` before feature level ${efl.renamed.at}.`]);
    if (efl.deprecated !== undefined) items.push([efl.deprecated, `Value \`${value}\` deprecated at feature level ${efl.deprecated}.`]);
    if (efl.removed !== undefined) items.push([efl.removed, `Value \`${value}\` removed at feature level ${efl.removed}.`]);
  }
  return items.sort((a, b) => a[0] - b[0]).map(([, s]) => s);
}

/** The "**Changes**" paragraph for a node, or undefined when it carries no level data. */
export function changesParagraph(node) {
  const sentences = changeSentences(node?.["x-feature-level"], node?.["x-enum-levels"]);
  return sentences.length ? `${CHANGES_MARK} ${sentences.join(" ")}` : undefined;
}

/** Every level an annotation mentions. */
export function annotatedLevels(node) {
  const levels = new Set();
  const fl = node?.["x-feature-level"] ?? {};
  for (const k of ["added", "deprecated", "removed"]) if (fl[k] !== undefined) levels.add(fl[k]);
  if (fl.renamed) levels.add(fl.renamed.at);
  for (const c of fl.changed ?? []) levels.add(c.level);
  for (const efl of Object.values(node?.["x-enum-levels"] ?? {})) {
    for (const k of ["added", "deprecated", "removed"]) if (efl[k] !== undefined) levels.add(efl[k]);
    if (efl.renamed) levels.add(efl.renamed.at);
  }
  return levels;
}
