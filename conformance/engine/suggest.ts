// "Did you mean": the nearest rule ids to a mistyped id or glob, by prefix and edit distance, at most three, so a
// typo is answered with what was meant, never with every id on one line.

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * Up to `max` ids (or area globs such as `streams/*`) nearest to `pattern`: those it is a prefix of first, then by
 * edit distance; only candidates within a third of the pattern's length (at least 3 edits) are offered.
 */
export function nearestIds(pattern: string, ids: readonly string[], max = 3): string[] {
  const areaOf = (id: string) => (id.includes("/") ? id.slice(0, id.indexOf("/")) : id);
  const areas = [...new Set(ids.filter((id) => id.includes("/")).map(areaOf))];
  const globs = areas.map((a) => ({ c: `${a}/*`, name: a, area: a }));
  const named = ids.map((id) => ({ c: id, name: id.slice(id.indexOf("/") + 1), area: areaOf(id) }));
  const candidates = pattern.includes("*") ? [...globs, ...named] : [...named, ...globs];
  const stem = pattern.replace(/\*+$/, "");
  const scored = candidates.map(({ c, name, area }, order) => {
    const prefix = stem.length >= 3 && (c.startsWith(stem) || name.startsWith(stem));
    // A bare name ("mute-state-tabel") is compared with the id's name as well as with the whole id.
    const distance = Math.min(editDistance(pattern, c), pattern.includes("/") ? Infinity : editDistance(pattern, name));
    return { c, area, prefix, distance, order };
  });
  const limit = Math.max(3, Math.floor(pattern.length / 3));
  const byNearness = (a: (typeof scored)[number], b: (typeof scored)[number]) => Number(b.prefix) - Number(a.prefix) || a.distance - b.distance || a.order - b.order;
  const near = scored.filter((s) => s.prefix || s.distance <= limit).sort(byNearness);
  // Nothing close, but the area exists or nearly ("streams/no-such-rule", "stream/x"): the nearest ids of that area.
  const typed = pattern.includes("/") ? areaOf(pattern) : undefined;
  const area = typed === undefined ? undefined : areas.includes(typed) ? typed : areas.find((a) => editDistance(a, typed) <= 2);
  const pool = near.length || !area ? near : scored.filter((s) => s.area === area && s.c !== `${area}/*`).sort(byNearness);
  return pool.slice(0, max).map((s) => s.c);
}

/** One line: `unknown rule id streams/x (did you mean streams/y, streams/z?); --list-rules lists every id`. */
export function unknownIdsMessage(bad: readonly string[], ids: readonly string[]): string {
  const parts = bad.map((b) => {
    const near = nearestIds(b, ids);
    return near.length ? `${b} (did you mean ${near.join(", ")}?)` : b;
  });
  return `unknown rule id${bad.length > 1 ? "s" : ""} ${parts.join("; ")}; --list-rules lists every id`;
}
