// Real servers rate-limit (Zulip: 429 RATE_LIMIT_HIT with Retry-After and `retry-after` in the body): the suite
// waits as asked, bounded, and retries; a 429 is never a violation of a rule, and a finding only when the retry
// budget runs out. --rate paces all workers together. Waiting goes through an injected clock: nothing sleeps here.
import { afterEach, describe, expect, it } from "vitest";
import { rateLimitHeaders, ServerLimits, TokenBucket, realClock, retryAfterMs, type Clock } from "../../conformance/engine/limits.ts";
import { DEV_ACCOUNTS } from "../../conformance/engine/accounts.ts";
import { devApiKey } from "./support/dev-keys.ts";
import { brokenServer, type TestServer } from "./support/reference.ts";
import { failuresOf, runAgainst } from "./support/run.ts";

let server: TestServer | undefined;
afterEach(() => server?.close());

/** A clock whose sleeps return at once and move its time on by the time asked. */
function fakeClock(): Clock & { sleeps: number[] } {
  let offset = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => Date.now() + offset,
    async sleep(ms) {
      sleeps.push(ms);
      offset += ms;
    },
  };
}

const rateLimited = (retryAfter: { header?: string; body?: number }) =>
  new Response(JSON.stringify({ result: "error", msg: "API usage exceeded rate limit", code: "RATE_LIMIT_HIT", ...(retryAfter.body !== undefined ? { "retry-after": retryAfter.body } : {}) }), {
    status: 429,
    headers: { "content-type": "application/json", ...(retryAfter.header !== undefined ? { "retry-after": retryAfter.header } : {}) },
  });
const isStreams = (req: Request) => req.method === "GET" && new URL(req.url).pathname.endsWith("/streams");
const ONLY = ["checks/*", "streams/include-all-active-non-admin"];

describe("429 and Retry-After", () => {
  it("every request limited once (Retry-After header, or the body's retry-after): waited out as asked, retried, conformant", async () => {
    for (const retryAfter of [{ header: "3" }, { body: 1.5 }]) {
      const answered = new Set<string>();
      let limited = 0;
      server = brokenServer({
        request: (req) => {
          const key = `${req.method} ${req.url} ${req.headers.get("authorization")}`;
          if (answered.has(key)) return undefined;
          answered.add(key);
          limited++;
          return rateLimited(retryAfter);
        },
      });
      const clock = fakeClock();
      // Retry-After is this test's subject: the edge sweep (its own pacing is tested in edge-sweep.test.ts) would add a
      // limited first answer per distinct URL, and the fake clock's waits would pass --max-time.
      const report = await runAgainst(server.fetch, { only: ONLY, clock, edgeSweep: false });
      expect(failuresOf(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      expect(limited).toBeGreaterThan(50);
      const asked = retryAfter.header ? 3000 : 1500;
      expect(clock.sleeps.length).toBeGreaterThanOrEqual(limited);
      expect(clock.sleeps.every((ms) => ms === asked)).toBe(true);
      // A 429 is not a status the server answered the operation with.
      expect(report.coverage.flatMap((c) => c.seenStatuses)).not.toContain(429);
      server.close();
    }
  });

  it("a server that never stops limiting GET /streams: one rate-limited finding, after the retry budget, and no rule violated by it", async () => {
    let calls = 0;
    server = brokenServer({ request: (req) => (isStreams(req) ? (calls++, rateLimited({ header: "2" })) : undefined) });
    const clock = fakeClock();
    const report = await runAgainst(server.fetch, { only: ONLY, clock, retry: { maxRetries: 3 } });
    const onStreams = failuresOf(report).filter((f) => f.operation === "GET /streams");
    expect(onStreams.map((f) => f.kind)).toEqual(["rate-limited"]);
    expect(onStreams[0].received).toMatch(/after 3 retries/);
    expect(onStreams[0].occurrences).toBeGreaterThan(1);
    expect(report.exitCode).toBe(1);
    // Each request was tried 1 + 3 times, with 2 s between tries.
    expect(calls % 4).toBe(0);
    expect(clock.sleeps.filter((ms) => ms === 2000).length).toBe((calls / 4) * 3);
    // Nothing else failed because of it: no finding reads the 429 as a wrong status, envelope or refusal.
    expect(failuresOf(report).filter((f) => !f.kind)).toEqual([]);
  });

  it("a Retry-After beyond the longest wait (60 s) is not waited for: a finding at once", async () => {
    server = brokenServer({ request: (req) => (isStreams(req) ? rateLimited({ header: "3600" }) : undefined) });
    const clock = fakeClock();
    const report = await runAgainst(server.fetch, { only: ["checks/not_a_server_error"], clock });
    const f = failuresOf(report).find((x) => x.operation === "GET /streams");
    expect(f?.kind).toBe("rate-limited");
    expect(f?.received).toMatch(/asking to wait 3600\.0 s, more than the 60 s/);
    expect(clock.sleeps.filter((ms) => ms > 60_000)).toEqual([]);
  });

  it("waiting never runs past --max-time", async () => {
    server = brokenServer({ request: (req) => (isStreams(req) ? rateLimited({ header: "50" }) : undefined) });
    const clock = fakeClock();
    const report = await runAgainst(server.fetch, { only: ONLY, clock, maxTimeMs: 120_000 });
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(120_000);
    expect(report.exitCode).toBe(1);
  });

  it("Retry-After as delay-seconds or an HTTP date; the body's retry-after", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs({ "retry-after": "7" }, undefined, now)).toBe(7000);
    expect(retryAfterMs({ "retry-after": "Wed, 01 Jan 2025 00:00:30 GMT" }, undefined, now)).toBe(30_000);
    expect(retryAfterMs({}, { result: "error", "retry-after": 0.25 }, now)).toBe(250);
    expect(retryAfterMs({}, { result: "error" }, now)).toBeUndefined();
  });
});

describe("--rate", () => {
  it("a token bucket all workers share: requests evenly spaced at the rate", async () => {
    const clock = fakeClock();
    const bucket = new TokenBucket(5, clock);
    const start = clock.now();
    const times: number[] = [];
    await Promise.all(Array.from({ length: 10 }, () => bucket.take().then(() => times.push(clock.now() - start))));
    // 10 requests at 5 per second: the last one 1.8 s after the first (no burst beyond one).
    expect(Math.max(...times)).toBeGreaterThanOrEqual(1800);
    expect(clock.sleeps.length).toBe(9);
  });

  it("paces a whole run: N requests take at least (N - 1) / rate on the clock", async () => {
    server = brokenServer({});
    const clock = fakeClock();
    const before = clock.now();
    const report = await runAgainst(server.fetch, { only: ["checks/not_a_server_error"], clock, rate: 20 });
    expect(report.exitCode).toBe(0);
    expect(clock.now() - before).toBeGreaterThanOrEqual(((report.summary.requests - 1) / 20) * 1000);
  });

  it("with the real clock too (a few requests, 50 per second)", async () => {
    const bucket = new TokenBucket(50, realClock);
    const started = Date.now();
    for (let i = 0; i < 6; i++) await bucket.take();
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });
});

// Issue 21, item 8: a good citizen of rate-limited servers. Against a proxy answering every 7th request 429 with
// Retry-After: 1 the run completes within a bound and says what the limit cost; against a per-account limit that
// announces itself in X-RateLimit-* headers (as Zulip does), the suite paces each account and gets (almost) no 429.
describe("the server's own rate limits (issue 21)", () => {
  it("every 7th request answered 429 with Retry-After: 1: completes conformant, within a bound, and reports the cost", async () => {
    let count = 0;
    let limited = 0;
    server = brokenServer({ request: () => (++count % 7 ? undefined : (limited++, rateLimited({ header: "1" }))) });
    const clock = fakeClock();
    const report = await runAgainst(server.fetch, { only: ONLY, clock });
    expect(failuresOf(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(limited).toBeGreaterThan(20);
    expect(report.rateLimit).toMatchObject({ responses429: limited });
    // Each 429 costs its one second (two workers may wait side by side): no more, and the run is bounded by it.
    expect(report.rateLimit!.waitedMs).toBeGreaterThanOrEqual(1000);
    expect(report.rateLimit!.waitedMs).toBeLessThanOrEqual(limited * 1000 + 1000);
    expect(report.durationMs).toBeLessThan(limited * 1000 + 60_000);
    console.log(`every 7th request 429 (Retry-After: 1), fake clock: ${report.summary.requests} requests, ${limited} answered 429, waited ${report.rateLimit!.waitedMs} ms, run ${report.durationMs} ms on the clock`);
  });

  /**
   * A per-account limit as Zulip's: `limit` requests per `windowMs` for each user (by IP without valid credentials),
   * every answer carrying X-RateLimit-Limit/-Remaining/-Reset (Reset: seconds since the epoch, rounded down as Zulip
   * writes it), over the limit a 429 RATE_LIMIT_HIT with Retry-After. "fixed": windows one after the other, the whole
   * limit back at each reset; "sliding": the last `windowMs`, the reset when the oldest request leaves it (one
   * request freed). Time is the test's clock.
   */
  function perAccountLimit(clock: Clock, limit: number, windowMs: number, kind: "fixed" | "sliding") {
    const sent = new Map<string, number[]>();
    let responses429 = 0;
    let requests = 0;
    const keys = new Set(Object.values(DEV_ACCOUNTS).flat().map((email) => devApiKey(email)));
    const who = (req: Request) => {
      const [email, key] = Buffer.from((req.headers.get("authorization") ?? "").replace(/^Basic /i, ""), "base64").toString().split(":");
      return key && keys.has(key) ? email : "ip";
    };
    const state = (req: Request) => {
      const now = clock.now();
      const account = who(req);
      const since = kind === "fixed" ? Math.floor(now / windowMs) * windowMs : now - windowMs;
      const times = (sent.get(account) ?? []).filter((t) => (kind === "fixed" ? t >= since : t > since));
      sent.set(account, times);
      const resetAt = kind === "fixed" ? since + windowMs : (times[0] ?? now) + windowMs;
      const headers = (remaining: number) => ({ "x-ratelimit-limit": String(limit), "x-ratelimit-remaining": String(remaining), "x-ratelimit-reset": String(Math.floor(resetAt / 1000)) });
      return { times, now, resetAt, headers };
    };
    const server = brokenServer({
      request: (req) => {
        requests++;
        const { times, now, resetAt, headers } = state(req);
        if (times.length < limit) return undefined;
        responses429++;
        const r = rateLimited({ header: String(Math.ceil((resetAt - now) / 1000)) });
        for (const [k, v] of Object.entries(headers(0))) r.headers.set(k, v);
        return r;
      },
      response: (req, res) => {
        const { times, now } = state(req);
        times.push(now);
        const out = new Response(res.body, res);
        for (const [k, v] of Object.entries(state(req).headers(Math.max(0, limit - times.length)))) out.headers.set(k, v);
        return out;
      },
    });
    return { server, counts: () => ({ responses429, requests }) };
  }

  for (const kind of ["fixed", "sliding"] as const) {
    it(`a per-account limit with X-RateLimit-* headers (${kind} window): each account paced under it, (almost) no 429, the waiting reported`, async () => {
      const clock = fakeClock();
      const limited = perAccountLimit(clock, 10, 5_000, kind);
      server = limited.server;
      const report = await runAgainst(server.fetch, { only: ONLY, clock });
      const { responses429, requests } = limited.counts();
      console.log(`per-account limit 10 per 5 s (${kind} window) with X-RateLimit-*: ${requests} requests, ${responses429} answered 429, report ${JSON.stringify(report.rateLimit)}`);
      expect(failuresOf(report)).toEqual([]);
      expect(report.exitCode).toBe(0);
      expect(requests).toBeGreaterThan(100);
      // Unpaced, each account runs into the limit once a window at least; paced, at most a stray 429.
      expect(responses429).toBeLessThanOrEqual(2);
      expect(report.rateLimit!.responses429).toBe(responses429);
      expect(report.rateLimit!.pacedRequests).toBeGreaterThan(0);
      expect(report.rateLimit!.waitedMs).toBeGreaterThanOrEqual(5_000);
    });
  }


  it("X-RateLimit-Reset as seconds since the epoch (whole: to the end of that second) or as seconds from now", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(rateLimitHeaders({ "x-ratelimit-limit": "200", "x-ratelimit-remaining": "7", "x-ratelimit-reset": String(now / 1000 + 30) }, now)).toEqual({ limit: 200, remaining: 7, resetAt: now + 31_000 });
    expect(rateLimitHeaders({ "x-ratelimit-reset": "12.5" }, now)).toEqual({ resetAt: now + 12_500 });
    expect(rateLimitHeaders({ "x-ratelimit-remaining": "-1", "x-ratelimit-limit": "abc" }, now)).toBeUndefined();
  });

  it("ServerLimits: a spent budget holds the account back until the reset, then one request asks and the others wait for its answer", async () => {
    const clock = fakeClock();
    const limits = new ServerLimits(clock);
    const t0 = clock.now();
    const later = t0 + 3_600_000;
    const told = (remaining: number, resetS: number) => ({ status: 200, headers: { "x-ratelimit-limit": "2", "x-ratelimit-remaining": String(remaining), "x-ratelimit-reset": String(resetS) } });
    expect(await limits.acquire("a", 60_000, later)).toBe("ok");
    limits.observe("a", told(0, 5));
    // Other accounts go on at once.
    expect(await limits.acquire("b", 60_000, later)).toBe("ok");
    expect(clock.now() - t0).toBeLessThan(1000);
    let settled = 0;
    const both = [limits.acquire("a", 60_000, later), limits.acquire("a", 60_000, later)].map((p) => p.then((r) => (settled++, r)));
    await new Promise((resolve) => setImmediate(resolve));
    // Held until the reset; then one goes, the other waits for its answer...
    expect(clock.now() - t0).toBeGreaterThanOrEqual(5000);
    expect(settled).toBe(1);
    // ...which says the window freed the whole limit: it goes too.
    limits.observe("a", told(1, 10));
    expect(await Promise.all(both)).toEqual(["ok", "ok"]);
    // (With this clock's sleeps the second finds the reset already passed: held only for the answer.)
    expect(limits.summary.pacedRequests).toBe(1);
    expect(limits.summary.waitedMs).toBeGreaterThanOrEqual(5000);
    // A reset beyond the longest wait is not waited for (the request goes; a 429 would say the rest), and a wait past
    // the run's budget is not started.
    limits.observe("a", told(0, 3600));
    limits.observe("a", told(0, 3600));
    const before = clock.now();
    expect(await limits.acquire("a", 60_000, later)).toBe("ok");
    expect(clock.now() - before).toBeLessThan(1000);
    expect(await limits.acquire("c", 60_000, later)).toBe("ok");
    limits.observe("c", told(0, 30));
    expect(await limits.acquire("c", 60_000, clock.now() + 10_000)).toBe("deadline");
  });

});
