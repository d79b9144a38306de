// The data of a spec diff. Results are data; lib/spec-diff/format.ts turns them into text, Markdown, JSON or
// GitHub annotations.

/**
 * What a change does to a client, from one model: a request may accept fewer values (a caller breaks), a response
 * may carry more or other values (a reader breaks). `behaviour` is a change the spec's data dates to a level but the
 * schema cannot show (the seed's words say what changed); `compatible` breaks neither.
 */
export type Impact = "breaking-caller" | "breaking-reader" | "compatible" | "behaviour";

export type ChangeKind =
  | "operation"
  | "parameter"
  | "request-body"
  | "request-field"
  | "response"
  | "response-field"
  | "enum-value"
  | "error"
  | "event-form";

export type Direction = "request" | "response";

export interface Change {
  kind: ChangeKind;
  /** added, removed, renamed, required, optional, retyped, widened, narrowed, bound-tightened, bound-loosened,
   * default-changed, encoding-changed, deprecated, undeprecated, msg-changed, code-changed, status-changed,
   * role-raised, role-lowered, form-added, form-removed, behaviour. */
  action: string;
  /** The element, in lib/spec's reference grammar where it has one (`Channel.creator_id`, `GET /users query.user_ids`). */
  element: string;
  direction?: Direction;
  /** One sentence a client team reads. */
  detail: string;
  impact: Impact;
  /** The operations the change reaches (`METHOD /path`), sorted. */
  operations: string[];
  /** JSON pointer of the element in the spec file the change is annotated on. */
  pointer?: string;
  /** Which file `pointer` is in: the revision (the default) or the base (an element deleted from the file). */
  side?: "base" | "revision";
  /** The feature level that records the change; undefined when nothing records it. */
  level?: number;
  /** Whether the spec's level data records the change (false: an error, see check.ts). */
  recorded: boolean;
  /** Whether the structural diff sees the change (false: known from the level data only). */
  seen: boolean;
  /** The summary the level data gives (x-feature-level changed[].summary). */
  summary?: string;
  /** The seed's words for the level (its Versioning table row), where the seed gives them. */
  seed?: string;
}

/** A problem of the level data itself: a declared level change the diff does not see. */
export interface LevelProblem {
  level: number;
  element: string;
  event: string;
  pointer: string;
  message: string;
}

export interface DiffResult {
  mode: "levels" | "files";
  from: string;
  to: string;
  changes: Change[];
  /** Declared at a level but not seen by the diff. */
  unseen: LevelProblem[];
}

export const IMPACT_LABEL: Record<Impact, string> = {
  "breaking-caller": "breaking for a caller",
  "breaking-reader": "breaking for a reader",
  compatible: "compatible",
  behaviour: "behaviour change",
};

export const isBreakingImpact = (impact: Impact) => impact === "breaking-caller" || impact === "breaking-reader";
export const isBreaking = (c: Change) => isBreakingImpact(c.impact);

/** The impact labels as reporters mark them: a breaking one flagged with ⚠. */
export const IMPACT_MARK = Object.fromEntries(
  Object.entries(IMPACT_LABEL).map(([impact, label]) => [impact, isBreakingImpact(impact as Impact) ? `⚠ ${label}` : label]),
) as Record<Impact, string>;
