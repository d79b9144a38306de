// Plain data shared by the engine, the checks, the rules and the reporters.
// Everything here is serialisable: a Report is data, reporters only format it.

/** An account kind: a role name of the spec's Role schema (x-enum-names), or a bot. */
export type Role = "owner" | "administrator" | "moderator" | "member" | "guest" | "bot";

/** What a request looked like on the wire, with credentials already redacted. */
export interface RequestRecord {
  method: string;
  /** Operation path template, e.g. /streams/{stream_id}. */
  path: string;
  /** Full URL as sent. */
  url: string;
  /** Who sent it: an account label ("member", "member#2"), "anonymous", or "bad-credentials". */
  as: string;
  /** API email used for Basic auth, if any (the key itself is never recorded). */
  email?: string;
  /** Form fields (urlencoded or multipart body), already serialised to wire strings. */
  form?: Record<string, string>;
  bodyKind: "none" | "urlencoded" | "multipart";
  headers: Record<string, string>;
  /** Form fields sent byte for byte, already percent-encoded (the edge sweep's bad escapes and invalid UTF-8). */
  rawFields?: string[];
}

/**
 * timeout, network (reset, refused), too-large (body over the limit), redirect-loop: no complete response (status 0).
 * rate-limited: still 429 after the retries (status 429). unresponsive: not sent, the operation timed out repeatedly.
 * deadline: not sent or cut short by the run's time budget (--max-time), never the server's fault.
 * wait-ended: a bounded wait (a blocking poll read for at most the event wait) ended with no answer: nothing came.
 */
export type TransportError = "wait-ended" | "timeout" | "network" | "too-large" | "redirect-loop" | "rate-limited" | "unresponsive" | "deadline" | TransportErrorHostile;

/**
 * too-deep: a JSON body nested deeper than the suite reads (http.ts MAX_JSON_DEPTH), not parsed.
 * cross-origin-redirect: a redirect to another origin than --url's, not followed (status 0, the 3xx's headers kept).
 */
export type TransportErrorHostile = "too-deep" | "cross-origin-redirect";

export interface ResponseRecord {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json?: unknown;
  /** Raw body text, truncated for the report. */
  text: string;
  elapsedMs: number;
  /** Set when no complete response arrived. status is 0 then. */
  error?: TransportError;
  errorDetail?: string;
}

export interface Exchange {
  request: RequestRecord;
  response: ResponseRecord;
}

export type Severity = "failure" | "warning" | "note";

/** One finding: typed evidence, a repro and a replay. */
export interface Finding {
  severity: Severity;
  /** Rule id (seed rules: "<area>/<name>", generic checks: "checks/<name>"). */
  rule: string;
  /** "METHOD /path" of the operation the finding is about. */
  operation?: string;
  title: string;
  /** What the spec documents. */
  expected: string;
  /** What the server did. */
  received: string;
  /** JSON pointer into openapi.yaml for the documented fact. */
  pointer?: string;
  request?: RequestRecord;
  response?: ResponseRecord;
  /** Copy-paste curl command; credentials replaced by $API_KEY / $PASSWORD. */
  curl?: string;
  /** Replays exactly this case. */
  replay?: { seed: number; path: string; command: string };
  /**
   * The requests the rule sent before the one shown, in order, that set the state up or should have caused what was
   * missing (an event, a changed value): every write of that case (GET /events polls left out), the last few.
   */
  steps?: Step[];
  /**
   * Set when the cause is on the way, not in what a rule reads (engine/faults.ts): timeout, connection-reset,
   * connection-failed, oversized-body, unparsable-body, redirect-loop, endpoint-missing, server-error, rate-limited,
   * unresponsive.
   */
  kind?: FindingKind;
  /**
   * Set when the server advertises a feature level newer than the spec's newest: what the finding reads may have
   * changed after that level (a field removed, a parameter replaced), so it is a difference to look at, said so.
   */
  caveat?: string;
  /** How many times this one cause was met on this operation (grouped into this finding; the first is shown). */
  occurrences?: number;
  /** Every rule (or check) that met it, when more than the one in `rule`. */
  rules?: string[];
  /**
   * The seed's words the finding enforces (the statements of the coverage map its rule or check declares): what a
   * stranger reads to see why it is a departure. Absent only for a user rule that declares no statement.
   */
  quote?: SeedQuote;
  /**
   * "stated": the seed names the error, value or field the server departed from; "inferred": the demand follows from
   * the seed without being named (a wrong type accepted where the seed shows no error, a crash on an edge value where
   * the seed names no error for it). Both fail by default; --inferred-as-warnings (config `inferred: "warning"`)
   * turns inferred failures into warnings.
   */
  demand?: Demand;
  /**
   * What caused it, as a stable key made only of spec names and kinds of values (never run-generated names, counters,
   * IDs or values): "stream_id (path): integer beyond 64 bits". Findings of one rule and operation with the same cause
   * are one finding; baselines fingerprint on it.
   */
  cause?: string;
}

export type Demand = "stated" | "inferred";

/** The seed's own words behind a finding. */
export interface SeedQuote {
  /** The seed sections, as the coverage map names them ("Errors", "Endpoints: PATCH /streams/{stream_id}"). */
  section: string;
  /** The statement ids of the coverage map (conformance/coverage/statements.yaml). */
  statements: string[];
  /** The seed's words, quoted exactly (one entry per statement, the first few). */
  words: string[];
}

/** One earlier request of a finding's case: what was sent (encoding included) and what came back, with its curl. */
export interface Step {
  request: RequestRecord;
  /** "200 {\"result\":\"success\",...}" or "no response: timeout". */
  answer: string;
  curl: string;
}

export type FindingKind =
  | "timeout"
  | "connection-reset"
  | "connection-failed"
  | "oversized-body"
  | "unparsable-body"
  | "redirect-loop"
  | "cross-origin-redirect"
  | "nested-too-deep"
  | "endpoint-missing"
  | "server-error"
  | "rate-limited"
  | "unresponsive";

export type RuleStatus = "passed" | "failed" | "skipped" | "errored";

export interface RuleResult {
  id: string;
  area: string;
  title: string;
  seed: string;
  status: RuleStatus;
  /** Why it was skipped or errored. */
  reason?: string;
  /** Skipped because the server lacks this Zulip extra (a beyond-seed operation or parameter): grouped in summaries. */
  capability?: string;
  durationMs: number;
  requests: number;
}

export interface OperationCoverage {
  operation: string;
  operationId: string;
  exercised: boolean;
  documentedStatuses: string[];
  seenStatuses: number[];
}

export interface Report {
  schemaVersion: 1;
  tool: { name: string; version: string };
  target: {
    url: string;
    /** Level reported by GET /server_settings (0 when missing), null when unknown. */
    advertisedLevel: number | null;
    /** Level the run tested against. */
    testedLevel: number;
    specNewestLevel: number;
    serverVersion?: string;
  };
  seed: number;
  runs: number;
  readOnly: boolean;
  /** --event-wait: how long a rule waited for an event that should come, ms. */
  eventWaitMs?: number;
  /** --unauthenticated-only: no accounts, by request; what needs an account is skipped. */
  unauthenticatedOnly?: boolean;
  /**
   * The config file the run read (as given with --config or found in the working directory), `file: null` when it
   * read none, and the settings it took from it. Absent when the run was not started by the command line.
   */
  config?: { file: string | null; keys: string[] };
  /**
   * Set when the run left rules out (a selection, --shard, --max-failures): the units (checks and rules) it ran of
   * all the suite has, and why the others were left out. Its verdict is a verdict on those only.
   */
  scope?: { ran: number; of: number; leftOut: string[] };
  /** --shard I/N: this report is one of N shards (the merge command combines them); absent for a whole run. */
  shard?: { index: number; count: number };
  startedAt: string;
  durationMs: number;
  verdict: "conformant" | "violations" | "incomplete" | "unreachable" | "config-error";
  /** 0 conformant, 1 violations, 2 usage or configuration error, 3 server unreachable or not this API. */
  exitCode: 0 | 1 | 2 | 3;
  notes: string[];
  rules: RuleResult[];
  findings: Finding[];
  coverage: OperationCoverage[];
  summary: {
    passed: number;
    failed: number;
    skipped: number;
    errored: number;
    failures: number;
    warnings: number;
    requests: number;
  };
  /**
   * What the server's rate limits cost the run (engine/limits.ts): the time during which requests were held back
   * (paced under an announced X-RateLimit-* budget, or waiting out a 429), the 429 answers met (retries included),
   * and how many requests were held back before sending. Present in every report of a run that reached the server.
   */
  rateLimit?: { waitedMs: number; responses429: number; pacedRequests: number };
}
