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
