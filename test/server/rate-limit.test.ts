// Login rate limits (POST /fetch_api_key, POST /dev_fetch_api_key), as Zulip's: per username (every attempt counts, a
// success clears the record) and per IP address; over the limit 429 RATE_LIMIT_HIT with Retry-After and retry-after;
// back after the window. Time is the injected clock: nothing sleeps. Also: passwords are checked without blocking
// the event loop.
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { resolveConfig } from "../../server/config.ts";
import { formatRateRule, parseRateRule, SlidingWindow, ZULIP_LOGIN_LIMITS } from "../../server/http/rate-limit.ts";
import { DEV_PASSWORD } from "../../server/realm/dev-realm.ts";
import { createOwner } from "../../server/realm/organization.ts";
import { DEV, TestServer } from "./helpers.ts";

const servers: TestServer[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});
const server = (o: ConstructorParameters<typeof TestServer>[0]) => {
  const s = new TestServer(o);
  servers.push(s);
  return s;
};

const login = (s: TestServer, username: string, password: string) => s.call(null, "POST", "/fetch_api_key", { username, password });

function expectRateLimited(r: { status: number; body: any; headers: Headers }, seconds: number) {
  expect(r.status, JSON.stringify(r.body)).toBe(429);
  expect(r.body).toMatchObject({ result: "error", msg: "API usage exceeded rate limit", code: "RATE_LIMIT_HIT" });
  expect(r.body["retry-after"]).toBeCloseTo(seconds, 3);
  expect(r.headers.get("retry-after")).toBe(String(Math.ceil(seconds)));
}

describe("login rate limit per username", () => {
  it("the N+1th attempt is 429 with Retry-After and retry-after (even with the right password), and it recovers after the window", async () => {
    const s = server({ loginRateLimits: { perUser: { max: 3, windowMs: 60_000 }, perIp: null } });
    for (let i = 0; i < 3; i++) {
      expect((await login(s, DEV.hamlet, "wrong")).status).toBe(401);
      s.now += 1000;
    }
    // Attempts at t=0, 1 s and 2 s; now t=3 s: the first leaves the window at t=60 s.
    expectRateLimited(await login(s, DEV.hamlet, DEV_PASSWORD), 57);
    expectRateLimited(await login(s, DEV.hamlet.toUpperCase(), DEV_PASSWORD), 57); // the same username, whatever its case
    // Other usernames are not affected.
    expect((await login(s, DEV.othello, DEV_PASSWORD)).status).toBe(200);
    // A refused attempt is not counted: the window frees up on time.
    s.now += 57_000;
    const ok = await login(s, DEV.hamlet, DEV_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body.api_key).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("a successful login clears the username's record (Zulip's clear_history)", async () => {
    const s = server({ loginRateLimits: { perUser: { max: 3, windowMs: 60_000 }, perIp: null } });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await login(s, DEV.cordelia, "wrong")).status).toBe(401);
      expect((await login(s, DEV.cordelia, DEV_PASSWORD)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await login(s, DEV.cordelia, "wrong")).status).toBe(401);
    expectRateLimited(await login(s, DEV.cordelia, DEV_PASSWORD), 60);
  });

  it("counts POST /dev_fetch_api_key on a development server with limits on", async () => {
    const s = server({ loginRateLimits: { perUser: { max: 2, windowMs: 10_000 }, perIp: null } });
    for (let i = 0; i < 2; i++) expect((await s.call(null, "POST", "/dev_fetch_api_key", { username: "nobody@zulip.com" })).status).toBe(401);
    expectRateLimited(await s.call(null, "POST", "/dev_fetch_api_key", { username: "nobody@zulip.com" }), 10);
    expect((await s.call(null, "POST", "/dev_fetch_api_key", { username: DEV.hamlet })).status).toBe(200);
  });
});

describe("login rate limit per IP address", () => {
  it("limits every login from one address, whatever the username; other addresses go on", async () => {
    const s = server({ loginRateLimits: { perUser: null, perIp: { max: 4, windowMs: 30_000 } } });
    const users = [DEV.hamlet, DEV.othello, DEV.cordelia, DEV.admin];
    for (const u of users) expect((await login(s, u, DEV_PASSWORD)).status).toBe(200);
    s.now += 10_000;
    expectRateLimited(await login(s, DEV.prospero, DEV_PASSWORD), 20);
    // The address is the socket's peer (main.ts passes Node's incoming message): another one is not limited.
    const from = (ip: string) =>
      s.app.fetch(
        new Request("http://127.0.0.1:9991/api/v1/fetch_api_key", { method: "POST", body: new URLSearchParams({ username: DEV.prospero, password: DEV_PASSWORD }) }),
        { incoming: { socket: { remoteAddress: ip } } },
      );
    expect((await from("192.0.2.7")).status).toBe(200);
    s.now += 20_000;
    expect((await login(s, DEV.prospero, DEV_PASSWORD)).status).toBe(200);
  });
});

describe("defaults", () => {
  it("production: Zulip's limits (5 attempts per username in 30 minutes, 100 per IP address a minute); development: none", () => {
    expect(resolveConfig({ production: true }).loginRateLimits).toEqual(ZULIP_LOGIN_LIMITS);
    expect(ZULIP_LOGIN_LIMITS).toEqual({ perUser: { max: 5, windowMs: 1_800_000 }, perIp: { max: 100, windowMs: 60_000 } });
    expect(resolveConfig({}).loginRateLimits).toEqual({ perUser: null, perIp: null });
    expect(resolveConfig({ production: true, loginRateLimits: false }).loginRateLimits).toEqual({ perUser: null, perIp: null });
    expect(resolveConfig({ production: true, loginRateLimits: { perIp: null } }).loginRateLimits).toEqual({ perUser: ZULIP_LOGIN_LIMITS.perUser, perIp: null });
    expect(resolveConfig({ loginRateLimits: { perUser: { max: 2, windowMs: 1000 } } }).loginRateLimits).toEqual({ perUser: { max: 2, windowMs: 1000 }, perIp: null });
  });

  it("a development server never limits logins (the conformance suite logs in freely)", async () => {
    const s = server({});
    for (let i = 0; i < 30; i++) expect((await s.call(null, "POST", "/dev_fetch_api_key", { username: DEV.hamlet })).status).toBe(200);
    for (let i = 0; i < 8; i++) expect((await login(s, DEV.hamlet, "wrong")).status).toBe(401);
  });

  it("a production server limits its owner's logins out of the box, and never counts the refused POST /dev_fetch_api_key", async () => {
    const s = server({ production: true });
    const owner = await createOwner(s.app.db, s.app.spec, { email: "owner@example.com", now: s.now / 1000 });
    for (let i = 0; i < 10; i++) await s.fails(null, "POST", "/dev_fetch_api_key", { username: owner.email }, "DevAuthBackend not enabled.");
    for (let i = 0; i < 5; i++) expect((await login(s, owner.email, "wrong")).status).toBe(401);
    expectRateLimited(await login(s, owner.email, owner.password), 1800);
    s.now += 1_800_000;
    expect((await login(s, owner.email, owner.password)).body.api_key).toBe(owner.apiKey);
  });

  it("--rate-limit values: N/WINDOW or off", () => {
    expect(parseRateRule("5/30m")).toEqual({ max: 5, windowMs: 1_800_000 });
    expect(parseRateRule("100/60")).toEqual({ max: 100, windowMs: 60_000 });
    expect(parseRateRule("10/1h")).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(parseRateRule("3/500ms")).toEqual({ max: 3, windowMs: 500 });
    expect(parseRateRule("off")).toBeNull();
    for (const bad of ["5", "0/1m", "5/0", "x/1m", "5/1d", ""]) expect(() => parseRateRule(bad), bad).toThrow(/N\/WINDOW/);
    expect(formatRateRule({ max: 5, windowMs: 1_800_000 })).toBe("5/30m");
    expect(formatRateRule(null)).toBe("off");
  });
});

describe("password checks", () => {
  it("do not block the event loop: other work goes on while scrypt runs", async () => {
    const app = createApp({ db: ":memory:", production: true, loginRateLimits: false, log: () => {} });
    try {
      // A real password's hash (the full scrypt parameters; the development realm's published one is cheap).
      const owner = await createOwner(app.db, app.spec, { email: "owner@example.com", now: 1_700_000_000 });
      const request = () => new Request("http://x/api/v1/fetch_api_key", { method: "POST", body: new URLSearchParams({ username: owner.email, password: owner.password }) });
      await app.fetch(request()); // warm-up
      let gap = 0;
      let last = performance.now();
      let ticking = true;
      const tick = () => {
        const now = performance.now();
        gap = Math.max(gap, now - last);
        last = now;
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const started = performance.now();
      const res = await app.fetch(request());
      const took = performance.now() - started;
      ticking = false;
      expect(res.status).toBe(200);
      // A synchronous scrypt would stall the loop for the whole check (the longest gap close to `took`).
      expect(gap).toBeLessThan(Math.max(took / 2, 5));
    } finally {
      app.close();
    }
  });
});

describe("memory", () => {
  it("a flood of usernames keeps a bounded record (the least recently used keys are forgotten)", () => {
    const clock = { now: () => 0 };
    const w = new SlidingWindow({ max: 500, windowMs: 60_000 }, clock);
    expect(w.maxKeys).toBe(2000);
    for (let i = 0; i < 5000; i++) w.attempt(`user${i}`);
    expect(w.size).toBe(2000);
    expect(new SlidingWindow({ max: 5, windowMs: 1 }, clock).maxKeys).toBe(200_000);
  });
});
