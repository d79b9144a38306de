// Options of createApp, with their defaults.
import { SPEC_PATH } from "../lib/spec/index.ts";
import { serverSpec } from "./spec/index.ts";

export interface Clock {
  /** milliseconds since the UNIX epoch */
  now(): number;
}

export interface AppOptions {
  /** SQLite file, or ":memory:" */
  db?: string;
  /** the OpenAPI document the server follows (default: the project's openapi.yaml) */
  specPath?: string;
  /** default: the newest level of the spec */
  featureLevel?: number;
  /** production servers disable POST /dev_fetch_api_key */
  production?: boolean;
  clock?: Clock;
  /** how long a blocking GET /events waits before answering with a heartbeat */
  heartbeatMs?: number;
  /** a queue nobody polls for this long is deleted */
  queueIdleTimeoutMs?: number;
  maxBodyBytes?: number;
  realmUrl?: string;
  /** seed the development realm into an empty database (default true) */
  seed?: boolean;
  log?: (line: string) => void;
}

export interface AppConfig {
  dbFile: string;
  specPath: string;
  featureLevel: number;
  production: boolean;
  clock: Clock;
  heartbeatMs: number;
  queueIdleTimeoutMs: number;
  maxBodyBytes: number;
  realmUrl: string;
  seed: boolean;
  log: (line: string) => void;
}

// Zulip's values: the heartbeat comes after about 45 s, clients time out after 90 s, idle queues
// are garbage-collected after 10 minutes.
export const HEARTBEAT_MS = 45_000;
export const LONGPOLL_TIMEOUT_SECONDS = 90;
export const QUEUE_IDLE_TIMEOUT_MS = 10 * 60_000;

export function resolveConfig(o: AppOptions = {}): AppConfig {
  const specPath = o.specPath ?? SPEC_PATH;
  return {
    dbFile: o.db ?? ".data/teamchat.sqlite3",
    specPath,
    featureLevel: o.featureLevel ?? serverSpec(specPath).newestLevel,
    production: o.production ?? false,
    clock: o.clock ?? { now: () => Date.now() },
    heartbeatMs: o.heartbeatMs ?? HEARTBEAT_MS,
    queueIdleTimeoutMs: o.queueIdleTimeoutMs ?? QUEUE_IDLE_TIMEOUT_MS,
    maxBodyBytes: o.maxBodyBytes ?? 5 * 1024 * 1024,
    realmUrl: o.realmUrl ?? "http://localhost:9991",
    seed: o.seed ?? true,
    log: o.log ?? ((line) => console.log(line)),
  };
}
