// Event queues: register, dont_block, last_event_id, increasing IDs, heartbeats, idle expiry, unknown
// queues, DELETE /events, and the events the seed ties to operations (user_settings and the legacy types,
// subscription entries by level).
import { afterAll, describe, expect, it } from "vitest";
import { DEV, TestServer } from "./helpers.ts";

const s = new TestServer({ heartbeatMs: 200, queueIdleTimeoutMs: 60_000 });
afterAll(() => s.close());

describe("POST /register", () => {
  it("returns the queue, last_event_id, the long-poll timeout and the four limits", async () => {
    const body = await s.ok(DEV.hamlet, "POST", "/register", { event_types: ["drafts"], client_capabilities: { user_settings_object: true } });
    expect(body).toMatchObject({
      queue_id: expect.any(String),
      last_event_id: -1,
      event_queue_longpoll_timeout_seconds: 90,
      max_message_length: 10000,
      max_topic_length: 60,
      max_stream_name_length: 60,
      max_stream_description_length: 1024,
    });
  });
});

describe("GET /events", () => {
  it("dont_block answers at once, possibly empty", async () => {
    const q = await s.register(DEV.hamlet);
    const body = await s.ok(DEV.hamlet, "GET", "/events", { queue_id: q, dont_block: true });
    expect(body).toMatchObject({ events: [], queue_id: q });
  });

  it("event IDs increase and are all greater than last_event_id", async () => {
    const q = await s.register(DEV.hamlet, { event_types: ["drafts"] });
    for (let i = 0; i < 4; i++) await s.ok(DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: `d${i}` }] });
    const all = await s.events(DEV.hamlet, q);
    expect(all).toHaveLength(4);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const e of all) expect(Number.isInteger(e.id) && typeof e.type === "string").toBe(true);
    const rest = await s.events(DEV.hamlet, q, ids[1]);
    expect(rest.map((e) => e.id)).toEqual(ids.slice(2));
  });

  it("a blocking poll returns as soon as an event arrives", async () => {
    const q = await s.register(DEV.hamlet, { event_types: ["drafts"] });
    const poll = s.ok(DEV.hamlet, "GET", "/events", { queue_id: q, last_event_id: -1 });
    await new Promise((r) => setTimeout(r, 30));
    await s.ok(DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "wake up" }] });
    const body = await poll;
    expect(body.events.map((e: any) => e.type)).toEqual(["drafts"]);
  });

  it("a blocking poll without events gets a heartbeat after the configured wait", async () => {
    const q = await s.register(DEV.hamlet, { event_types: ["drafts"] });
    const started = Date.now();
    const body = await s.ok(DEV.hamlet, "GET", "/events", { queue_id: q, last_event_id: -1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(body.events).toEqual([{ type: "heartbeat", id: 0 }]);
  });

  it("an unknown queue is BAD_EVENT_QUEUE_ID with queue_id", async () => {
    const body = await s.fails(DEV.hamlet, "GET", "/events", { queue_id: "no-such-queue", dont_block: true }, "Bad event queue ID: no-such-queue", "BAD_EVENT_QUEUE_ID");
    expect(body.queue_id).toBe("no-such-queue");
  });

  it("another user's queue is refused", async () => {
    const q = await s.register(DEV.hamlet);
    await s.fails(DEV.othello, "GET", "/events", { queue_id: q, dont_block: true }, "You are not authorized to get events from this queue");
  });

  it("registers a queue on the fly without queue_id (dont_block only)", async () => {
    const body = await s.ok(DEV.hamlet, "GET", "/events", { dont_block: true });
    expect(body.queue_id).toEqual(expect.any(String));
    await s.fails(DEV.hamlet, "GET", "/events", {}, "Missing 'queue_id' argument");
  });

  it("queues expire when idle (injected clock)", async () => {
    const q = await s.register(DEV.hamlet);
    s.now += 60_001;
    await s.fails(DEV.hamlet, "GET", "/events", { queue_id: q, dont_block: true }, `Bad event queue ID: ${q}`, "BAD_EVENT_QUEUE_ID");
  });

  it("DELETE /events deletes a queue", async () => {
    const q = await s.register(DEV.hamlet);
    await s.ok(DEV.hamlet, "DELETE", "/events", { queue_id: q });
    await s.fails(DEV.hamlet, "GET", "/events", { queue_id: q, dont_block: true }, `Bad event queue ID: ${q}`, "BAD_EVENT_QUEUE_ID");
    await s.fails(DEV.hamlet, "DELETE", "/events", { queue_id: q }, `Bad event queue ID: ${q}`, "BAD_EVENT_QUEUE_ID");
  });
});

describe("user_settings and the deprecated setting events", () => {
  it("clients with user_settings_object get only user_settings; others also the legacy types", async () => {
    const modern = await s.register(DEV.othello, { client_capabilities: { user_settings_object: true } });
    const legacy = await s.register(DEV.othello, {});
    await s.ok(DEV.othello, "PATCH", "/settings", { high_contrast_mode: true, enable_sounds: false, default_language: "de" });
    const m = await s.events(DEV.othello, modern);
    expect(m.map((e) => e.type)).toEqual(["user_settings", "user_settings", "user_settings"]);
    const byProperty = (events: any[], name: string) => events.find((e) => e.property === name || e.setting_name === name || e.notification_name === name);
    expect(byProperty(m, "high_contrast_mode")).toMatchObject({ op: "update", value: true });
    expect(byProperty(m, "default_language")).toMatchObject({ value: "de", language_name: "German" });
    expect(byProperty(m, "enable_sounds")).toMatchObject({ value: false });
    const l = await s.events(DEV.othello, legacy);
    expect(l.filter((e) => e.type === "user_settings")).toHaveLength(3);
    const display = l.filter((e) => e.type === "update_display_settings");
    const notifications = l.filter((e) => e.type === "update_global_notifications");
    expect(display).toHaveLength(2);
    expect(notifications).toHaveLength(1);
    expect(byProperty(display, "high_contrast_mode")).toMatchObject({ user: DEV.othello, setting: true });
    expect(byProperty(display, "default_language")).toMatchObject({ setting: "de", language_name: "German" });
    expect(notifications[0]).toMatchObject({ user: DEV.othello, notification_name: "enable_sounds", setting: false });
  });

  it("refuses a default_language that is only a name of Object.prototype, writing nothing", async () => {
    const q = await s.register(DEV.prospero, {});
    for (const lang of ["toString", "__proto__", "constructor"])
      await s.fails(DEV.prospero, "PATCH", "/settings", { default_language: lang }, "Invalid default_language");
    const state = await s.ok(DEV.prospero, "POST", "/register", { fetch_event_types: ["user_settings"] });
    expect(state.user_settings.default_language).toBe("en");
    expect(await s.events(DEV.prospero, q)).toEqual([]);
  });

  it("before level 89 only the legacy types exist", async () => {
    const old = new TestServer({ featureLevel: 88 });
    const q = await old.register(DEV.othello, { client_capabilities: { user_settings_object: true } });
    await old.ok(DEV.othello, "PATCH", "/settings", { enable_sounds: false });
    expect((await old.events(DEV.othello, q)).map((e) => e.type)).toEqual(["update_global_notifications"]);
    old.close();
  });
});

describe("subscription events", () => {
  it("entries carry no email_address from 226 and no role from 133", async () => {
    const check = async (srv: TestServer, hasEmail: boolean, hasRole: boolean) => {
      const q = await srv.register(DEV.cordelia, { event_types: ["subscription"] });
      await srv.ok(DEV.cordelia, "POST", "/users/me/subscriptions", { subscriptions: [{ name: "Scotland" }] });
      const [event] = await srv.events(DEV.cordelia, q);
      expect(event).toMatchObject({ type: "subscription", op: "add" });
      const entry = event.subscriptions[0];
      expect(entry.stream_id).toBe(srv.streamId("Scotland"));
      expect("email_address" in entry).toBe(hasEmail);
      expect("role" in entry).toBe(hasRole);
      await srv.ok(DEV.cordelia, "DELETE", "/users/me/subscriptions", { subscriptions: ["Scotland"] });
      const [removed] = await srv.events(DEV.cordelia, q, event.id);
      expect(removed).toMatchObject({ op: "remove", subscriptions: [{ stream_id: srv.streamId("Scotland") }] });
    };
    await check(s, false, false);
    for (const [level, email, role] of [[225, true, false], [132, true, true]] as const) {
      const old = new TestServer({ featureLevel: level });
      await check(old, email, role);
      old.close();
    }
  });
});
