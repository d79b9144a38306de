// Options of runConformance (the CLI builds these from flags) and their defaults.
import type { FetchLike } from "./http.ts";
import type { AccountsFile } from "./accounts.ts";
import type { Rule } from "../rules/types.ts";
import type { ProgressEvent } from "./session.ts";
import { randomSeed } from "./seeds.ts";
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
}

/**
 * What runConformance takes: the options (what the command line sets) and the seed rules to run. The engine has no
 * rule set of its own: the CLI and the programmatic API (conformance/index.ts, RULES) hand in the registry's.
 */
export type ConformanceRun = ConformanceOptions & { rules: readonly Rule[] };

export interface ResolvedOptions extends Required<Omit<ConformanceOptions, "level" | "path" | "specPath" | "onProgress" | "rules" | "shard">> {
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
    workers: o.workers ?? DEFAULTS.workers,
    slow: o.slow ?? false,
    path: o.path,
    specPath: o.specPath,
    rules: o.rules,
    maxBodyBytes: o.maxBodyBytes ?? DEFAULTS.maxBodyBytes,
    shard: o.shard,
    unauthenticatedOnly: o.unauthenticatedOnly ?? false,
    onProgress: o.onProgress,
  };
}
