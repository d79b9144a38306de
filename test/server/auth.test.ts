// Authentication: HTTP Basic, 401 UNAUTHORIZED with WWW-Authenticate, fetch_api_key, dev_fetch_api_key.
import { afterAll, describe, expect, it } from "vitest";
import { DEV_PASSWORD } from "../../server/realm/dev-realm.ts";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer();
afterAll(() => s.close());

const basic = (user: string, key: string) => ({ authorization: "Basic " + Buffer.from(`${user}:${key}`).toString("base64") });

describe("HTTP Basic", () => {
  const cases: [string, any][] = [
    ["no credentials", null],
    ["wrong key", basic(DEV.hamlet, "x".repeat(32))],
    ["unknown email", basic("nobody@zulip.com", "x".repeat(32))],
    ["another user's key", { authorization: s.header(DEV.admin).replace(/^Basic /, "Basic ") && basic(DEV.hamlet, Buffer.from(s.header(DEV.admin).slice(6), "base64").toString().split(":")[1]).authorization }],
    ["not basic", { authorization: "Bearer abc" }],
    ["garbage", { authorization: "Basic !!!" }],
    ["deactivated user", { authorization: s.header(DEV.deactivated) }],
  ];
  for (const [name, auth] of cases) {
    it(`rejects ${name} with 401 UNAUTHORIZED`, async () => {
      for (const [method, path] of [["GET", "/users/me"], ["GET", "/streams"], ["POST", "/drafts"], ["GET", "/events"]]) {
        const r = await s.call(auth, method, path);
        expect(r.status).toBe(401);
        expect(r.body.code).toBe("UNAUTHORIZED");
        expect(r.headers.get("www-authenticate")).toBe('Basic realm="zulip"');
      }
    });
  }

  it("authenticates bots with their key", async () => {
    const me = await s.ok(DEV.bot, "GET", "/users/me");
    expect(me.is_bot).toBe(true);
    expect(me.profile_data).toBeUndefined();
  });
});

describe("POST /fetch_api_key", () => {
  it("returns api_key, email and user_id for good credentials; the key authenticates as that user", async () => {
    const body = await s.ok(null, "POST", "/fetch_api_key", { username: DEV.cordelia, password: DEV_PASSWORD });
    expect(body.email).toBe(DEV.cordelia);
    expect(body.user_id).toBe(s.userId(DEV.cordelia));
    expect(body.api_key).toMatch(/^[A-Za-z0-9]{32}$/);
    const me = await s.ok(basic(body.email, body.api_key) as any, "GET", "/users/me");
    expect(me.user_id).toBe(body.user_id);
  });

  it("refuses bad credentials with AUTHENTICATION_FAILED", async () => {
    await s.fails(null, "POST", "/fetch_api_key", { username: DEV.cordelia, password: "wrong" }, "Your username or password is incorrect", "AUTHENTICATION_FAILED", 401);
    await s.fails(null, "POST", "/fetch_api_key", { username: "nobody@zulip.com", password: DEV_PASSWORD }, "Your username or password is incorrect", "AUTHENTICATION_FAILED", 401);
  });

  it("refuses deactivated accounts", async () => {
    const r = await s.call(null, "POST", "/fetch_api_key", { username: DEV.deactivated, password: DEV_PASSWORD });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("USER_DEACTIVATED");
  });

  it("requires both parameters", async () => {
    await s.fails(null, "POST", "/fetch_api_key", { username: DEV.cordelia }, "Missing 'password' argument");
  });

  it("has no user_id before level 171", async () => {
    const old = new TestServer({ featureLevel: 170 });
    const body = await old.ok(null, "POST", "/fetch_api_key", { username: DEV.hamlet, password: DEV_PASSWORD });
    expect(body.user_id).toBeUndefined();
    expect(body.api_key).toBeTypeOf("string");
    old.close();
  });
});

describe("POST /dev_fetch_api_key", () => {
  it("returns any user's key on a development server, without authentication", async () => {
    for (const email of [DEV.owner, DEV.guest, DEV.bot]) {
      const body = await s.ok(null, "POST", "/dev_fetch_api_key", { username: email });
      expect(body.email).toBe(email);
      const me = await s.ok(basic(email, body.api_key) as any, "GET", "/users/me");
      expect(me.email).toBe(email);
    }
  });

  it("always errors on a production server", async () => {
    const prod = new TestServer({ production: true });
    for (const email of [DEV.owner, "nobody@zulip.com"])
      await prod.fails(null, "POST", "/dev_fetch_api_key", { username: email }, "DevAuthBackend not enabled.");
    const settings = await prod.ok(null, "GET", "/server_settings");
    expect(settings.authentication_methods.dev).toBe(false);
    prod.close();
  });
});
