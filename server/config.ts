// Options of createApp, with their defaults.
import { SPEC_PATH } from "../lib/spec/index.ts";
import { serverSpec } from "./spec/index.ts";
import { ZULIP_LOGIN_LIMITS, ZULIP_API_RATE_LIMIT, type ApiRateLimit, type LoginRateLimits, type RateRule } from "./http/rate-limit.ts";
import { MAX_QUEUE_BYTES } from "./events/queues.ts";
import { resolveSwitches, ZULIP_SWITCHES, type Profile, type SeedOnlySwitches } from "./profile.ts";

export type { ApiRateLimit, LoginRateLimits, RateRule } from "./http/rate-limit.ts";
export { MAX_QUEUE_BYTES } from "./events/queues.ts";
export type { Profile, SeedOnlySwitches } from "./profile.ts";

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
  /** Production mode: POST /dev_fetch_api_key refused, no development realm (`seed` defaults to false), login
   *  rate limits on by default, and the server refuses a database that holds the development realm. */
  production?: boolean;
  clock?: Clock;
  /** how long a blocking GET /events waits before answering with a heartbeat */
  heartbeatMs?: number;
  /** a queue nobody polls for this long is deleted */
  queueIdleTimeoutMs?: number;
  /** a user's queues at most; registering one more drops the user's least recently polled idle queue */
  maxQueuesPerUser?: number;
  /** events a queue holds at most; past it the queue is discarded and its next GET /events is BAD_EVENT_QUEUE_ID */
  maxEventsPerQueue?: number;
  /** the JSON size of the events a queue holds at most (default 32 MiB); past it the queue is discarded, as past
   *  maxEventsPerQueue (queues share each event: this bounds what one queue can keep alive) */
  maxQueueBytes?: number;
  maxBodyBytes?: number;
  /** The API rate limit per account (Zulip's api_by_user): `{ requests, windowSeconds }`, or false for none. Default:
   *  Zulip's 200 requests per 60 s in production, none in development (the conformance suite calls freely). */
  apiRateLimit?: ApiRateLimit | false;
  /** Login rate limits (per username, per IP address; null turns one off, false both). Default: Zulip's in
   *  production, off in development. */
  loginRateLimits?: Partial<LoginRateLimits> | false;
  realmUrl?: string;
  /** seed the development realm into an empty database (default: true in development, false in production; a
   *  production app seeded on purpose is for tests only) */
  seed?: boolean;
  /** How the development realm's API keys are made (default: random, as every key). Tests only: a test that must know
   *  keys before the server exists (a broken server forging answers) passes a deterministic function. */
  seedApiKey?: (email: string) => string;
  /** Organization settings written over the defaults at startup (server/realm/settings.ts DEFAULT_REALM_SETTINGS;
   *  tests, e.g. `{ can_access_all_users_group: "role:members" }` to restrict what guests can access). */
  realmSettings?: Record<string, unknown>;
  log?: (line: string) => void;
  /** "zulip" (default: Zulip's reading where the seed is silent) or "seed-only" (the other readings the seed allows;
   *  server/profile.ts, server/README.md). */
  profile?: Profile;
  /** Each reading of the profile on its own switch (on either profile): overrides the profile's defaults. */
  seedOnly?: Partial<SeedOnlySwitches>;
}

export interface AppConfig {
  dbFile: string;
  specPath: string;
  featureLevel: number;
  production: boolean;
  clock: Clock;
  heartbeatMs: number;
  queueIdleTimeoutMs: number;
  maxQueuesPerUser: number;
  maxEventsPerQueue: number;
  maxQueueBytes: number;
  maxBodyBytes: number;
  loginRateLimits: LoginRateLimits;
  /** null: no API rate limit */
  apiRateLimit: ApiRateLimit | null;
  realmUrl: string;
  seed: boolean;
  seedApiKey: ((email: string) => string) | undefined;
  log: (line: string) => void;
  profile: Profile;
  /** the readings in force (the profile's defaults with AppOptions.seedOnly over them) */
  seedOnly: SeedOnlySwitches;
  /** event_queue_longpoll_timeout_seconds: guaranteed higher than the heartbeat (the seed), Zulip's 90 s at least */
  longpollTimeoutSeconds: number;
}

// Zulip's values: the heartbeat comes after about 45 s, clients time out after 90 s, idle queues
// are garbage-collected after 10 minutes.
export const HEARTBEAT_MS = ZULIP_SWITCHES.heartbeatMs;
export const LONGPOLL_TIMEOUT_SECONDS = 90;
export const QUEUE_IDLE_TIMEOUT_MS = 10 * 60_000;
/** Bounds of the in-memory event queues (Zulip's Tornado has none but the idle expiry; these keep a client that
 *  registers in a loop or never acknowledges from growing memory). */
export const MAX_QUEUES_PER_USER = 20;
export const MAX_EVENTS_PER_QUEUE = 10_000;
/** Request bodies (form fields; Zulip's nginx allows larger uploads, which this API does not take). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Limits of the HTTP server (main.ts; in-process apps have no sockets). Like nginx in front of Zulip: headers must
 * arrive within 30 s (slow-header clients cannot hold sockets), a whole request within 120 s (a 5 MiB body at about
 * 45 kB/s), an idle keep-alive connection is closed after 75 s (nginx's keepalive_timeout), a connection on which
 * nothing moves for 120 s is closed (longer than a long-poll's heartbeat wait, which bounds GET /events on its own).
 */
export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  /** request line and headers together (Node's default) */
  maxHeaderBytes: number;
}

export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 75_000,
  idleTimeoutMs: 120_000,
  maxHeaderBytes: 16 * 1024,
};

/** Checks HTTP limits against each other and the long-poll; returns a one-line problem or undefined. */
export function httpLimitsProblem(l: HttpLimits, heartbeatMs: number): string | undefined {
  if (l.headersTimeoutMs > l.requestTimeoutMs) return "the headers timeout must not exceed the request timeout";
  if (l.idleTimeoutMs <= heartbeatMs + 5_000) return `the idle timeout must exceed the long-poll heartbeat (${heartbeatMs / 1000} s) by more than 5 s`;
  return undefined;
}

const NO_LIMITS: LoginRateLimits = { perUser: null, perIp: null };

function loginLimits(o: AppOptions["loginRateLimits"], production: boolean): LoginRateLimits {
  if (o === false) return NO_LIMITS;
  const base = production ? ZULIP_LOGIN_LIMITS : NO_LIMITS;
  const pick = (r: RateRule | null | undefined, fallback: RateRule | null) => {
    const rule = r === undefined ? fallback : r;
    if (rule && !(Number.isInteger(rule.max) && rule.max >= 1 && rule.windowMs > 0)) throw new Error(`invalid rate limit ${JSON.stringify(rule)}`);
    return rule;
  };
  return { perUser: pick(o?.perUser, base.perUser), perIp: pick(o?.perIp, base.perIp) };
}

function apiLimit(o: AppOptions["apiRateLimit"], production: boolean): ApiRateLimit | null {
  if (o === false || (o === undefined && !production)) return null;
  const rule = o ?? ZULIP_API_RATE_LIMIT;
  if (!(Number.isInteger(rule.requests) && rule.requests >= 1 && rule.windowSeconds > 0)) throw new Error(`invalid API rate limit ${JSON.stringify(rule)}`);
  return { requests: rule.requests, windowSeconds: rule.windowSeconds };
}

const atLeastOne = (name: string, v: number) => {
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive integer, got ${v}`);
  return v;
};

export function resolveConfig(o: AppOptions = {}): AppConfig {
  const specPath = o.specPath ?? SPEC_PATH;
  const production = o.production ?? false;
  const profile = o.profile ?? "zulip";
  const seedOnly = resolveSwitches(profile, o.seedOnly);
  const heartbeatMs = o.heartbeatMs ?? seedOnly.heartbeatMs;
  return {
    dbFile: o.db ?? ".data/teamchat.sqlite3",
    specPath,
    featureLevel: o.featureLevel ?? serverSpec(specPath).newestLevel,
    production,
    clock: o.clock ?? { now: () => Date.now() },
    heartbeatMs,
    queueIdleTimeoutMs: o.queueIdleTimeoutMs ?? QUEUE_IDLE_TIMEOUT_MS,
    maxQueuesPerUser: atLeastOne("maxQueuesPerUser", o.maxQueuesPerUser ?? MAX_QUEUES_PER_USER),
    maxEventsPerQueue: atLeastOne("maxEventsPerQueue", o.maxEventsPerQueue ?? MAX_EVENTS_PER_QUEUE),
    maxBodyBytes: atLeastOne("maxBodyBytes", o.maxBodyBytes ?? MAX_BODY_BYTES),
    maxQueueBytes: atLeastOne("maxQueueBytes", o.maxQueueBytes ?? MAX_QUEUE_BYTES),
    loginRateLimits: loginLimits(o.loginRateLimits, production),
    apiRateLimit: apiLimit(o.apiRateLimit, production),
    realmUrl: o.realmUrl ?? "http://localhost:9991",
    seed: o.seed ?? !production,
    seedApiKey: o.seedApiKey,
    log: o.log ?? ((line) => console.log(line)),
    profile,
    seedOnly: { ...seedOnly, heartbeatMs },
    longpollTimeoutSeconds: Math.max(LONGPOLL_TIMEOUT_SECONDS, 2 * Math.ceil(heartbeatMs / 1000)),
  };
}
