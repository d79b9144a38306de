// Being a polite client of a real server: a request rate (--rate, a token bucket every worker draws from) and
// 429 Too Many Requests honoured (Retry-After, or Zulip's `retry-after` in the body): wait, bounded, then retry.
// Waiting goes through an injectable Clock, so tests never sleep for real.

export interface Clock {
  /** Milliseconds since the epoch (Date.now for the real clock). */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/** How a 429 is handled: at most `maxRetries` retries of one request, none asked to wait longer than `maxWaitMs`. */
export interface RetryPolicy {
  maxRetries: number;
  maxWaitMs: number;
  /** Wait before the first retry when the server gives no Retry-After; doubles with each retry. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 4, maxWaitMs: 60_000, backoffMs: 1000 };

/**
 * A token bucket of one token refilled `rate` times a second, shared by all workers: at most `rate` requests in
 * any second, evenly spaced (a server with strict limits sees no burst). `take()` resolves when the caller may send.
 */
export class TokenBucket {
  private next = 0;
  constructor(
    readonly rate: number,
    private readonly clock: Clock,
  ) {
    if (!(rate > 0)) throw new RangeError(`rate must be positive, got ${rate}`);
  }

  /** The time this caller may send at (reserved now, so concurrent callers queue up in order). */
  reserve(): number {
    const now = this.clock.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.rate;
    return at;
  }

  async take(): Promise<void> {
    const wait = this.reserve() - this.clock.now();
    if (wait > 0) await this.clock.sleep(wait);
  }
}

/**
 * How long a 429 asks to wait, in ms: the Retry-After header (delay-seconds or an HTTP date), else the body's
 * `retry-after` (Zulip's RATE_LIMIT_HIT error, seconds, may be fractional); undefined when neither says.
 */
export function retryAfterMs(headers: Record<string, string>, json: unknown, now: number): number | undefined {
  const header = headers["retry-after"]?.trim();
  if (header) {
    if (/^\d+(\.\d+)?$/.test(header)) return Math.ceil(Number(header) * 1000);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const body = json && typeof json === "object" ? (json as Record<string, unknown>)["retry-after"] : undefined;
  if (typeof body === "number" && Number.isFinite(body) && body >= 0) return Math.ceil(body * 1000);
  return undefined;
}

/** What the server's rate limits cost the run (Report.rateLimit). */
export interface RateLimitSummary {
  /** Time during which at least one request was held back by the server's limits (paced, or waiting out a 429), ms. */
  waitedMs: number;
  /** Responses 429 Too Many Requests, each retry's included. */
  responses429: number;
  /** Requests held back before sending to stay under a limit the server announced (X-RateLimit-*). */
  pacedRequests: number;
}

/** What one account (one set of credentials) was told by the server, and what it has sent since. */
interface AccountBudget {
  limit?: number;
  /** Requests the server still allows in its window, less the ones sent since it said so; undefined: not told. */
  remaining?: number;
  /** When the server said its window ends (ms since the epoch). */
  resetAt?: number;
  inFlight: number;
  /** Requests waiting for an answer in flight to say how much budget there is. */
  waiters: (() => void)[];
}

/** Beyond this an X-RateLimit-Reset value is a time (seconds since the epoch), below it a number of seconds from now. */
const EPOCH_SECONDS = 1e9;

const intHeader = (headers: Record<string, string>, name: string): number | undefined => {
  const v = headers[name]?.trim();
  return v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
};

/**
 * Reads X-RateLimit-Limit/-Remaining/-Reset (Zulip's, per user; Reset as seconds since the epoch, or as seconds
 * from now as some gateways send it), in ms since the epoch; undefined when the server says nothing usable.
 */
export function rateLimitHeaders(headers: Record<string, string>, now: number): { limit?: number; remaining?: number; resetAt?: number } | undefined {
  const limit = intHeader(headers, "x-ratelimit-limit");
  const remaining = intHeader(headers, "x-ratelimit-remaining");
  const reset = headers["x-ratelimit-reset"]?.trim();
  const n = reset !== undefined && /^\d+(\.\d+)?$/.test(reset) ? Number(reset) : undefined;
  // Zulip writes int(now + seconds to freedom): a whole second rounded down, so the reset may be up to a second
  // later than it says; waiting to the end of that second costs at most a second a window, and spares a 429.
  const whole = reset !== undefined && /^\d+$/.test(reset);
  const resetAt = n === undefined ? undefined : n >= EPOCH_SECONDS ? Math.ceil(n * 1000) + (whole ? 1000 : 0) : now + Math.ceil(n * 1000);
  if (limit === undefined && remaining === undefined && resetAt === undefined) return undefined;
  return { ...(limit !== undefined ? { limit } : {}), ...(remaining !== undefined ? { remaining } : {}), ...(resetAt !== undefined ? { resetAt } : {}) };
}

/**
 * The server's rate limits, per account: real servers limit each user (Zulip: 200 requests a minute) and say how
 * much is left in X-RateLimit-* headers. Each account's requests are held back once its budget is spent until the
 * window resets, so the run stays under the limit it was told instead of running into 429s; and the time this and
 * waiting out 429s cost is counted for the report.
 */
export class ServerLimits {
  private readonly accounts = new Map<string, AccountBudget>();
  private waiting = 0;
  private waitingSince = 0;
  readonly summary: RateLimitSummary = { waitedMs: 0, responses429: 0, pacedRequests: 0 };

  constructor(private readonly clock: Clock) {}

  /** Whether the server limits the rate of requests: it announced a budget (X-RateLimit-*) or answered 429. */
  get limiting(): boolean {
    return this.summary.responses429 > 0 || [...this.accounts.values()].some((b) => b.remaining !== undefined || b.resetAt !== undefined);
  }

  private budget(account: string): AccountBudget {
    let b = this.accounts.get(account);
    if (!b) this.accounts.set(account, (b = { inFlight: 0, waiters: [] }));
    return b;
  }

  /**
   * Takes one request of the account's budget, waiting while it is spent: until the window resets (at most
   * `maxWaitMs`: beyond, the request goes and a 429 says the rest), or, when the server has not said when, until an
   * answer in flight tells. After a reset one request goes first: a sliding window may free a single request, a
   * fixed one the whole limit, and only the server's next answer says which. "deadline": the wait would pass it.
   * Every "ok" is followed by exactly one `observe` (the answer, or undefined for none).
   */
  async acquire(account: string, maxWaitMs: number, deadline: number): Promise<"ok" | "deadline"> {
    const b = this.budget(account);
    let paced = false;
    for (;;) {
      if (b.remaining === undefined || b.remaining > 0) break;
      const now = this.clock.now();
      if (b.resetAt !== undefined && b.resetAt > now) {
        if (b.resetAt - now > maxWaitMs) break;
        if (b.resetAt >= deadline) return "deadline";
        if (!paced) this.summary.pacedRequests++;
        paced = true;
        await this.held(() => this.clock.sleep(b.resetAt! - now));
      } else if (b.resetAt !== undefined) {
        // The window is over: one request now, the others once its answer says how much was freed.
        b.resetAt = undefined;
        b.remaining = 1;
      } else if (b.inFlight > 0) {
        if (!paced) this.summary.pacedRequests++;
        paced = true;
        await this.held(() => new Promise<void>((resolve) => b.waiters.push(resolve)));
      } else break;
    }
    if (b.remaining !== undefined) b.remaining--;
    b.inFlight++;
    return "ok";
  }

  /** What an answer says about the account's budget (headers of any status); undefined: no answer came. */
  observe(account: string, response: { status: number; headers: Record<string, string> } | undefined): void {
    const b = this.budget(account);
    b.inFlight = Math.max(0, b.inFlight - 1);
    const told = response ? rateLimitHeaders(response.headers, this.clock.now()) : undefined;
    if (told) {
      if (told.limit !== undefined) b.limit = told.limit;
      // An answer from a later window than the one known replaces what is known; one of the same window can only
      // lower the estimate (answers overtake each other); the server counted this request, not those in flight.
      const later = told.resetAt !== undefined && (b.resetAt === undefined || told.resetAt > b.resetAt);
      if (told.remaining !== undefined) {
        const left = told.remaining - b.inFlight;
        b.remaining = later || b.remaining === undefined ? left : Math.min(b.remaining, left);
      }
      if (later) b.resetAt = told.resetAt;
    }
    // A 429's Retry-After holds back the request that got it (http.ts retries it then); the account's other
    // requests are held back only by what the X-RateLimit-* headers say of its budget (a 429 from a per-user limit
    // carries them: remaining 0 until the reset), since a bare 429 may come from a proxy limiting per request or
    // per path, where holding back every request of the account would only slow the run down.
    if (response?.status === 429) this.summary.responses429++;
    for (const wake of b.waiters.splice(0)) wake();
  }

  /** Waits `ms` because of the server's limit (a 429's Retry-After), counted like every hold. */
  wait(ms: number): Promise<void> {
    return ms > 0 ? this.held(() => this.clock.sleep(ms)) : Promise.resolve();
  }

  /** Counts the time during which at least one request is held back (overlapping holds count once). */
  private async held(hold: () => Promise<void>): Promise<void> {
    if (this.waiting++ === 0) this.waitingSince = this.clock.now();
    try {
      await hold();
    } finally {
      if (--this.waiting === 0) this.summary.waitedMs += this.clock.now() - this.waitingSince;
    }
  }
}
