// One triage entry: which surviving (or uncovered) mutants it explains, and why the suite does not kill them.
// Entries match on the source text of the mutant's first line (`code`), so they survive line shifts; `region` only
// narrows when the same text occurs twice in a file. First match wins across a file's entries: narrow before broad.

export type Category = "equivalent" | "not observable" | "gap";

export interface Entry {
  /** Repository-relative path of the mutated file. */
  file: string;
  /** A substring (or pattern) of the source line the mutant starts on. Omitted: every line (of the region, if given). */
  code?: string | RegExp;
  /**
   * Only mutants inside this region: it starts at the first line containing the text and ends with what that line
   * belongs to: `function render(…) {` its body, `op: "DELETE /x",` its route object.
   */
  region?: string | RegExp;
  /** Stryker mutator name (e.g. "BooleanLiteral", "StringLiteral"). */
  mutator?: string;
  /** Matched against the mutant's replacement text. */
  replacement?: RegExp;
  /**
   * equivalent: no behaviour changes at all (same responses, events and state).
   * not observable: behaviour changes, but nothing the spec documents (beyond-seed operations, x-unspecified fields,
   *   logs, timing, production-only paths) can show it over the API.
   * gap: an observable, specified behaviour no rule checks yet.
   */
  category: Category;
  /** One line: why. */
  reason: string;
}
