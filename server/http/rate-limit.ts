// Rate limits of the login endpoints (POST /fetch_api_key, POST /dev_fetch_api_key), as Zulip's: a sliding window per
// client IP address (every attempt counts; Zulip's api_by_ip) and per username (every attempt counts, a successful
// login clears the username's record; Zulip's authenticate_by_username). Over the limit: 429 RATE_LIMIT_HIT with
// `Retry-After` (whole seconds, rounded up) and `retry-after` in the body (seconds, as Zulip's). Time comes from the
// app's clock, so tests move it instead of sleeping.
import type { Clock } from "../config.ts";
import { ApiError } from "../errors.ts";

export interface RateRule {
  /** attempts allowed ... */
  max: number;
  /** ... within any window of this many milliseconds */
  windowMs: number;
}

export interface LoginRateLimits {
  perUser: RateRule | null;
  perIp: RateRule | null;
}

/** Zulip's defaults: 5 attempts per username in 30 minutes, 100 unauthenticated requests per IP address a minute. */
export const ZULIP_LOGIN_LIMITS: LoginRateLimits = {
  perUser: { max: 5, windowMs: 30 * 60_000 },
  perIp: { max: 100, windowMs: 60_000 },
};

/** Attempts remembered at most per limit, over all keys (the least recently used keys are forgotten first): a flood of
 *  usernames or addresses cannot grow memory (with the defaults: 200,000 usernames, 10,000 addresses). */
export const MAX_REMEMBERED_ATTEMPTS = 1_000_000;

export const rateLimitHit = (retryAfterMs: number) => {
  const seconds = Math.max(0.001, retryAfterMs / 1000);
  return new ApiError("RATE_LIMIT_HIT", "API usage exceeded rate limit", 429, { "retry-after": Math.round(seconds * 1000) / 1000 }, {
    headers: { "Retry-After": String(Math.ceil(seconds)) },
  });
};

/** One sliding window: the times of the last `max` attempts per key. */
export class SlidingWindow {
  private hits = new Map<string, number[]>();
  /** keys remembered at most */
  readonly maxKeys: number;

  constructor(
    readonly rule: RateRule,
    private clock: Clock,
  ) {
    this.maxKeys = Math.max(1000, Math.floor(MAX_REMEMBERED_ATTEMPTS / rule.max));
  }

  /** Counts an attempt for `key`; throws RATE_LIMIT_HIT (without counting it) when the key is over its limit. */
  attempt(key: string): void {
    const now = this.clock.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.rule.windowMs);
    if (recent.length >= this.rule.max) {
      this.remember(key, recent);
      throw rateLimitHit(recent[recent.length - this.rule.max] + this.rule.windowMs - now);
    }
    recent.push(now);
    this.remember(key, recent);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  /** The times of the key's attempts within the window, oldest first. */
  times(key: string): number[] {
    const now = this.clock.now();
    return (this.hits.get(key) ?? []).filter((t) => t > now - this.rule.windowMs);
  }

  get size(): number {
    return this.hits.size;
  }

  private remember(key: string, times: number[]): void {
    this.hits.delete(key); // re-inserted last: Map order is the least recently used first
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }
}

/** The login limits of one app. */
export class LoginLimiter {
  private byIp: SlidingWindow | null;
  private byUser: SlidingWindow | null;

  constructor(limits: LoginRateLimits, clock: Clock) {
    this.byIp = limits.perIp && new SlidingWindow(limits.perIp, clock);
    this.byUser = limits.perUser && new SlidingWindow(limits.perUser, clock);
  }

  /** Counts a login attempt from `ip` for `username`; throws RATE_LIMIT_HIT when either is over its limit. */
  attempt(ip: string, username: string): void {
    this.byIp?.attempt(ip);
    this.byUser?.attempt(username.toLowerCase());
  }

  /** A successful login clears the username's record (Zulip's clear_history). */
  succeeded(username: string): void {
    this.byUser?.clear(username.toLowerCase());
  }
}

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `N/WINDOW` (`5/30m`, `100/60s`, `10/1h`; a bare window is seconds) or `off` (null). Throws a one-line Error. */
export function parseRateRule(text: string): RateRule | null {
  if (text === "off") return null;
  const m = /^(\d+)\/(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text);
  const rule = m && { max: Number(m[1]), windowMs: Number(m[2]) * UNITS[(m[3] ?? "s") as keyof typeof UNITS] };
  if (!rule || rule.max < 1 || rule.windowMs < 1) throw new Error(`must be N/WINDOW (e.g. 5/30m, 100/60s) or off, got "${text}"`);
  return rule;
}

/** A rule as `parseRateRule` reads it: `5/30m`. */
export function formatRateRule(rule: RateRule | null): string {
  if (!rule) return "off";
  const w = rule.windowMs;
  const unit = w % 3_600_000 === 0 ? "h" : w % 60_000 === 0 ? "m" : w % 1000 === 0 ? "s" : "ms";
  return `${rule.max}/${w / UNITS[unit]}${unit}`;
}

// --- the API rate limit per account (Zulip's api_by_user) ---

/** Requests an account may make within any window (AppOptions.apiRateLimit). */
export interface ApiRateLimit {
  requests: number;
  windowSeconds: number;
}

/** Zulip's default (RATE_LIMITING_RULES api_by_user): 200 requests a minute per user. */
export const ZULIP_API_RATE_LIMIT: ApiRateLimit = { requests: 200, windowSeconds: 60 };

/**
 * The API rate limit of one app: every authenticated request counts against its account, in a sliding window (the
 * times of the account's last `requests` requests). Each answer to an authenticated request carries Zulip's headers:
 * `X-RateLimit-Limit` (the limit), `X-RateLimit-Remaining` (requests left in the window) and `X-RateLimit-Reset` (the
 * UNIX time, in whole seconds, at which the account has its whole quota again). Over the limit: 429 RATE_LIMIT_HIT
 * with `Retry-After` and `retry-after`, as the login limits; a refused request is not counted.
 */
export class ApiLimiter {
  private window: SlidingWindow;
  /** the headers for each request counted (read when its answer is built, whatever it is) */
  private pending = new WeakMap<Request, Record<string, string>>();

  constructor(
    readonly limit: ApiRateLimit,
    private clock: Clock,
  ) {
    this.window = new SlidingWindow({ max: limit.requests, windowMs: limit.windowSeconds * 1000 }, clock);
  }

  /** Counts `request` against `userId`; throws RATE_LIMIT_HIT (its headers included) when the account is over. */
  count(request: Request, userId: number): void {
    const key = String(userId);
    try {
      this.window.attempt(key);
    } catch (err) {
      const headers = this.headers(key);
      this.pending.set(request, headers);
      if (err instanceof ApiError) throw new ApiError(err.code, err.message, err.status, err.extra, { ...err.options, headers: { ...err.options.headers, ...headers } });
      throw err;
    }
    this.pending.set(request, this.headers(key));
  }

  /** Adds the rate-limit headers of a counted request to its answer. */
  decorate(request: Request, response: Response): Response {
    const headers = this.pending.get(request);
    if (!headers) return response;
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  private headers(key: string): Record<string, string> {
    const times = this.window.times(key);
    const windowMs = this.limit.windowSeconds * 1000;
    const last = times.length > 0 ? times[times.length - 1] : this.clock.now() - windowMs;
    return {
      "X-RateLimit-Limit": String(this.limit.requests),
      "X-RateLimit-Remaining": String(Math.max(0, this.limit.requests - times.length)),
      "X-RateLimit-Reset": String(Math.ceil((last + windowMs) / 1000)),
    };
  }
}
