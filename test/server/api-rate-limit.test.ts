// The API rate limit per account (issue 21, item 3): Zulip's api_by_user, 200 requests in any 60 s per account, on in
// production by default, off in development; AppOptions.apiRateLimit sets or removes it. Before, only logins were
// limited: an account could call the API without any bound (the audit).
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../server/config.ts";
import { DEV, TestServer } from "./helpers.ts";

const headersOf = (h: Headers) => ({
  limit: h.get("x-ratelimit-limit"),
  remaining: h.get("x-ratelimit-remaining"),
  reset: h.get("x-ratelimit-reset"),
});

describe("defaults", () => {
  it("Zulip's 200 requests per 60 s in production, none in development; false turns it off, an object sets it", () => {
    expect(resolveConfig({ production: true }).apiRateLimit).toEqual({ requests: 200, windowSeconds: 60 });
    expect(resolveConfig({}).apiRateLimit).toBeNull();
    expect(resolveConfig({ production: true, apiRateLimit: false }).apiRateLimit).toBeNull();
    expect(resolveConfig({ apiRateLimit: { requests: 10, windowSeconds: 1 } }).apiRateLimit).toEqual({ requests: 10, windowSeconds: 1 });
    expect(() => resolveConfig({ apiRateLimit: { requests: 0, windowSeconds: 60 } })).toThrow(/invalid API rate limit/);
  });
});

describe("per account", () => {
  it("every authenticated answer carries X-RateLimit-*; past the limit 429 RATE_LIMIT_HIT with Retry-After and retry-after, until the window moves", async () => {
    const s = new TestServer({ apiRateLimit: { requests: 5, windowSeconds: 60 } });
    try {
      const resetAt = String(Math.ceil((s.now + 60_000) / 1000));
      for (let i = 1; i <= 5; i++) {
        const r = await s.call(DEV.hamlet, "GET", "/users/me");
        expect(r.status).toBe(200);
        expect(headersOf(r.headers)).toEqual({ limit: "5", remaining: String(5 - i), reset: resetAt });
      }
      s.now += 10_000;
      const over = await s.call(DEV.hamlet, "GET", "/users/me", {}, { validate: false });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ result: "error", msg: "API usage exceeded rate limit", code: "RATE_LIMIT_HIT", "retry-after": 50 });
      expect(over.headers.get("retry-after")).toBe("50");
      expect(headersOf(over.headers)).toEqual({ limit: "5", remaining: "0", reset: resetAt });
      // Refused requests do not count, errors after authentication do (an unknown message is still a request).
      const other = await s.call(DEV.othello, "GET", "/messages/999999");
      expect(other.status).toBe(400);
      expect(headersOf(other.headers)).toMatchObject({ limit: "5", remaining: "4" });
      // The window slides: 60 s after the five requests, they no longer count.
      s.now += 50_001;
      const again = await s.call(DEV.hamlet, "GET", "/users/me");
      expect(again.status).toBe(200);
      expect(headersOf(again.headers)).toEqual({ limit: "5", remaining: "4", reset: String(Math.ceil((s.now + 60_000) / 1000)) });
    } finally {
      s.close();
    }
  });

  it("unauthenticated requests are neither counted nor given the headers (logins have their own limits)", async () => {
    const s = new TestServer({ apiRateLimit: { requests: 1, windowSeconds: 60 } });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await s.call(null, "GET", "/server_settings");
        expect(r.status).toBe(200);
        expect(r.headers.get("x-ratelimit-limit")).toBeNull();
      }
      expect((await s.call(DEV.hamlet, "GET", "/users/me")).status).toBe(200);
    } finally {
      s.close();
    }
  });

  it("production: the 201st request within a minute is refused, the other accounts are not", async () => {
    const s = new TestServer({ production: true, seed: true });
    try {
      for (let i = 0; i < 200; i++) expect((await s.call(DEV.hamlet, "GET", "/users/me", {}, { validate: i === 0 })).status).toBe(200);
      const over = await s.call(DEV.hamlet, "GET", "/users/me", {}, { validate: false });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe("RATE_LIMIT_HIT");
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await s.call(DEV.othello, "GET", "/users/me")).headers.get("x-ratelimit-remaining")).toBe("199");
    } finally {
      s.close();
    }
  });

  it("development: no limit and no headers by default", async () => {
    const s = new TestServer();
    try {
      for (let i = 0; i < 250; i++) {
        const r = await s.call(DEV.hamlet, "GET", "/users/me", {}, { validate: false });
        expect(r.status).toBe(200);
        if (i === 0) expect(r.headers.get("x-ratelimit-limit")).toBeNull();
      }
    } finally {
      s.close();
    }
  });
});
