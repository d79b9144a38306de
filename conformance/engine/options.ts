// Options of runConformance (the CLI builds these from flags) and their defaults.
import type { FetchLike } from "./http.ts";
import type { AccountsFile } from "./accounts.ts";
import type { Rule } from "../rules/types.ts";
import type { ProgressEvent } from "./session.ts";
import { randomSeed } from "./seeds.ts";
import { DEFAULT_RETRY, realClock, type Clock, type RetryPolicy } from "./limits.ts";
import type { Shard } from "./shard.ts";

export type AccountsSource = { kind: "none" } | { kind: "dev" } | { kind: "file"; path: string } | { kind: "inline"; file: AccountsFile };

export interface ConformanceOptions {
  /** Base URL; the suite appends /api/v1. */
  url: string;
  /** Injected HTTP client (default: global fetch). Tests pass an in-process server's fetch. */
  fetch?: FetchLike;
  accounts?: AccountsSource;
  seed?: number;
  /** Examples per property. */
  runs?: number;
  /**
   * Selectors (engine/glob.ts): rule-id globs ("streams/*", "checks/not_a_server_error"), operations ("GET /streams",
   * "* /streams/*"), "method:GET", "path:/streams/*", "tag:channels". A rule is selected by its id or the operations
   * it lists; a generic check by its id or the operations it exercises (then it runs on those only).
   */
  only?: string[];
  skip?: string[];
  /** Test as a server at this level instead of the advertised one. */
  level?: number;
  readOnly?: boolean;
  /**
   * --allow-failed-logins: under --read-only, still send failed logins (the rules that declare them, the checks of the
   * login operations). Without it a read-only run logs in only with the configured accounts.
   */
  allowFailedLogins?: boolean;
  /** Per request, ms. */
  timeoutMs?: number;
  /** Whole run, ms. */
  maxTimeMs?: number;
  /**
   * --event-wait: how long a rule waits for an event that should come (ms, default 5 s). A server that never sends it
   * costs this bound, not its heartbeat; absence of an event is decided at a fence where one exists.
   */
  eventWaitMs?: number;
  workers?: number;
  /** Run rules marked slow (blocking long polls). */
  slow?: boolean;
  /** Replay: "<property>@<fast-check path>" from a finding. */
  path?: string;
  specPath?: string;
  maxBodyBytes?: number;
  /** One of N CI jobs (--shard I/N): its share of the seed rules and of the checks' operations (engine/shard.ts). */
  shard?: Shard;
  /** Asked for explicitly: no accounts, the run tests what needs none and the report says so. */
  unauthenticatedOnly?: boolean;
  onProgress?: (event: ProgressEvent) => void;
  /** --rate: at most this many requests per second (all workers together; fractions allowed). */
  rate?: number;
  /** --record: write every exchange to this file as HAR 1.2 (credentials redacted). */
  record?: string;
  /** --header: added to every request. */
  headers?: Record<string, string>;
  /** --ca: PEM file of CA certificates trusted in addition to the system's. */
  caFile?: string;
  /** --insecure: do not verify the server's TLS certificate. */
  insecure?: boolean;
  /** Time and waiting (rate limits, Retry-After); tests inject one so nothing sleeps for real. */
  clock?: Clock;
  /** 429 handling: retries and the longest wait the suite accepts (engine/limits.ts DEFAULT_RETRY). */
  retry?: Partial<RetryPolicy>;
  /** Timeouts of one operation after which it is marked unresponsive (default 2). */
  unresponsiveAfter?: number;
  /** --max-failures: stop after this many failures; the rules not run yet are skipped with the reason. */
  maxFailures?: number;
  /** --wait-for-server: poll GET /server_settings for at most this long (ms) until it answers, before the run. */
  waitForServerMs?: number;
  /** --baseline: known findings (engine/baseline.ts); later runs fail only on findings not in it. */
  baseline?: BaselineOptions;
  /** --rules: files of the team's own rules (.mjs/.js, .ts where TypeScript can be imported), run beside `rules`. */
  userRules?: string[];
  /** How the suite was invoked, for the replay command of a failure ("npx teamchat-conformance", "npm run conformance --"). */
  replayPrefix?: string;
  /** The config file the command line read (null: none) and the settings it took from it; recorded in the report. */
  config?: { file: string | null; keys: string[] };
  /**
   * What an inferred demand's failure counts as (Finding.demand): "failure" (default) or "warning"
   * (--inferred-as-warnings, config `inferred: "warning"`). Stated demands always fail.
   */
  inferred?: "failure" | "warning";
  /** The edge sweep of the generic checks (engine/phase-sweep.ts); default true. false: the properties alone. */
  edgeSweep?: boolean;
}

export interface BaselineOptions {
  file: string;
  /** Record the current findings even when the file exists (--update-baseline). */
  update?: boolean;
  /** Drop the baseline's findings that did not occur (--prune-baseline). */
  prune?: boolean;
}

/** Why the run stopped early (--max-failures), set once; the phases skip what is left with this reason. */
export interface StopSignal {
  reason?: string;
  /** Failures that do not count (known in the --baseline). */
  known?: (f: { rule: string; operation?: string; title: string }) => boolean;
}

/** Sets the stop reason once the failures (not known in the baseline) reached --max-failures. */
export function stopIfMaxFailures(o: { maxFailures?: number; stop: StopSignal }, findings: readonly { severity: string; rule: string; operation?: string; title: string; kind?: string }[]): void {
  if (o.maxFailures === undefined || o.stop.reason) return;
  // Counted as the report counts them (engine/group.ts): one cause on one operation is one failure.
  const failures = new Set(findings.filter((f) => f.severity === "failure" && !o.stop.known?.(f)).map((f) => (f.kind ? `${f.kind}|${f.operation ?? ""}` : `${f.rule}|${f.operation ?? ""}|${f.title}`))).size;
  if (failures >= o.maxFailures) o.stop.reason = `stopped after ${o.maxFailures} failure(s) (--max-failures ${o.maxFailures}); not run`;
}

/**
 * What runConformance takes: the options (what the command line sets) and the seed rules to run. The engine has no
 * rule set of its own: the CLI and the programmatic API (conformance/index.ts, RULES) hand in the registry's.
 */
export type ConformanceRun = ConformanceOptions & { rules: readonly Rule[] };

type TransportOptionNames = "rate" | "record" | "headers" | "caFile" | "insecure" | "clock" | "retry" | "unresponsiveAfter";
type RunOptionNames = "maxFailures" | "waitForServerMs" | "baseline" | "userRules" | "replayPrefix" | "config";

export interface ResolvedOptions
  extends Required<Omit<ConformanceOptions, "level" | "path" | "specPath" | "onProgress" | "rules" | "shard" | TransportOptionNames | RunOptionNames>>,
    Pick<ConformanceOptions, "rate" | "record" | "caFile" | "unresponsiveAfter" | "maxFailures" | "waitForServerMs" | "baseline" | "replayPrefix" | "config"> {
  stop: StopSignal;
  clock: Clock;
  retry: RetryPolicy;
  headers: Record<string, string>;
  insecure: boolean;
  /** Whether `fetch` was injected (then the suite's own HTTP client, with its TLS and proxy options, is not used). */
  injectedFetch: boolean;
  level?: number;
  shard?: Shard;
  path?: string;
  specPath?: string;
  rules: readonly Rule[];
  onProgress?: (event: ProgressEvent) => void;
}

export const DEFAULTS = {
  runs: 10,
  timeoutMs: 10_000,
  maxTimeMs: 15 * 60_000,
  eventWaitMs: 5_000,
  workers: 2,
  maxBodyBytes: 5 * 1024 * 1024,
};

export function resolveOptions(o: ConformanceRun): ResolvedOptions {
  return {
    url: o.url,
    fetch: o.fetch ?? ((req: Request) => fetch(req)),
    accounts: o.accounts ?? { kind: "none" },
    seed: o.seed ?? randomSeed(),
    runs: o.runs ?? DEFAULTS.runs,
    only: o.only ?? [],
    skip: o.skip ?? [],
    level: o.level,
    readOnly: o.readOnly ?? false,
    allowFailedLogins: o.allowFailedLogins ?? false,
    timeoutMs: o.timeoutMs ?? DEFAULTS.timeoutMs,
    maxTimeMs: o.maxTimeMs ?? DEFAULTS.maxTimeMs,
    eventWaitMs: o.eventWaitMs ?? DEFAULTS.eventWaitMs,
    workers: o.workers ?? DEFAULTS.workers,
    slow: o.slow ?? false,
    path: o.path,
    specPath: o.specPath,
    rules: o.rules,
    maxBodyBytes: o.maxBodyBytes ?? DEFAULTS.maxBodyBytes,
    shard: o.shard,
    unauthenticatedOnly: o.unauthenticatedOnly ?? false,
    onProgress: o.onProgress,
    injectedFetch: o.fetch !== undefined,
    clock: o.clock ?? realClock,
    retry: { ...DEFAULT_RETRY, ...o.retry },
    headers: o.headers ?? {},
    insecure: o.insecure ?? false,
    inferred: o.inferred ?? "failure",
    edgeSweep: o.edgeSweep ?? true,
    ...(o.rate !== undefined ? { rate: o.rate } : {}),
    ...(o.record !== undefined ? { record: o.record } : {}),
    ...(o.caFile !== undefined ? { caFile: o.caFile } : {}),
    ...(o.unresponsiveAfter !== undefined ? { unresponsiveAfter: o.unresponsiveAfter } : {}),
    ...(o.maxFailures !== undefined ? { maxFailures: o.maxFailures } : {}),
    ...(o.waitForServerMs !== undefined ? { waitForServerMs: o.waitForServerMs } : {}),
    ...(o.baseline !== undefined ? { baseline: o.baseline } : {}),
    ...(o.replayPrefix !== undefined ? { replayPrefix: o.replayPrefix } : {}),
    ...(o.config !== undefined ? { config: o.config } : {}),
    stop: {},
  };
}
