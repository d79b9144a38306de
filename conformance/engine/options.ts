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
  /** Rule-id globs ("streams/*", "checks/not_a_server_error"). */
  only?: string[];
  skip?: string[];
  /** Test as a server at this level instead of the advertised one. */
  level?: number;
  readOnly?: boolean;
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
}

/**
 * What runConformance takes: the options (what the command line sets) and the seed rules to run. The engine has no
 * rule set of its own: the CLI and the programmatic API (conformance/index.ts, RULES) hand in the registry's.
 */
export type ConformanceRun = ConformanceOptions & { rules: readonly Rule[] };

type TransportOptionNames = "rate" | "record" | "headers" | "caFile" | "insecure" | "clock" | "retry" | "unresponsiveAfter";

export interface ResolvedOptions
  extends Required<Omit<ConformanceOptions, "level" | "path" | "specPath" | "onProgress" | "rules" | "shard" | TransportOptionNames>>,
    Pick<ConformanceOptions, "rate" | "record" | "caFile" | "unresponsiveAfter"> {
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
    ...(o.rate !== undefined ? { rate: o.rate } : {}),
    ...(o.record !== undefined ? { record: o.record } : {}),
    ...(o.caFile !== undefined ? { caFile: o.caFile } : {}),
    ...(o.unresponsiveAfter !== undefined ? { unresponsiveAfter: o.unresponsiveAfter } : {}),
  };
}
