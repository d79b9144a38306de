// The seed-only profile (server/profile.ts): each switch observably, on the seed-only profile and alone on the zulip
// profile, against the zulip profile's answer. Statuses and msgs here are the profile's, which the spec does not
// document (the seed shows no statuses), so responses are not validated against the spec's error statuses.
import { afterAll, describe, expect, it } from "vitest";
import { listOperations, loadSpec } from "../../lib/spec/index.ts";
import { encodeFormEntries } from "../../lib/wire/index.ts";
import type { AppOptions } from "../../server/app.ts";
import { SEED_ONLY_SWITCHES, ZULIP_SWITCHES } from "../../server/profile.ts";
import { stopAllGroups, stopGroup } from "../support/processes.ts";
import { DEV, TestServer, type Params } from "./helpers.ts";
import { api, startServer } from "./server-process.ts";

const servers: TestServer[] = [];
const server = (o: AppOptions = {}) => {
  const s = new TestServer({ log: () => {}, ...o });
  servers.push(s);
  return s;
};
afterAll(async () => {
  for (const s of servers) s.close();
  await stopAllGroups();
});

const seedOnly = server({ profile: "seed-only" });
const zulip = server();
const NOT_FOUND = { result: "error", msg: "Not found", code: "NOT_FOUND" };
const operations = listOperations(loadSpec());
/** A path of the operation with every parameter filled in (IDs that exist in the development realm). */
const pathOf = (path: string) => path.replace(/\{email\}/, DEV.hamlet).replace(/\{[a-z_]+\}/g, "1");
/** A call whose answer is not checked against the spec's documented statuses (this profile's are its own). */
const call = (s: TestServer, as: string | null, method: string, path: string, params: Params = {}, o: { multipart?: boolean; raw?: RequestInit } = {}) =>
  s.call(as, method, path, params, { ...o, validate: false });

describe("profiles and switches", () => {
  it("the zulip profile is the default and unchanged; seed-only turns every switch on; a switch works alone", () => {
    expect(zulip.app.config.profile).toBe("zulip");
    expect(zulip.app.config.seedOnly).toEqual(ZULIP_SWITCHES);
    expect(seedOnly.app.config.seedOnly).toEqual(SEED_ONLY_SWITCHES);
    const one = server({ seedOnly: { listOrder: "reverse" } });
    expect(one.app.config.seedOnly).toEqual({ ...ZULIP_SWITCHES, listOrder: "reverse" });
    const back = server({ profile: "seed-only", seedOnly: { beyondSeed: true } });
    expect(back.app.config.seedOnly).toEqual({ ...SEED_ONLY_SWITCHES, beyondSeed: true });
  });
});

describe("beyondSeed: false", () => {
  const beyond = operations.filter((o) => o.beyondSeed);
  const seed = operations.filter((o) => !o.beyondSeed);

  it("reads the list from the spec (x-beyond-seed), which has the operations the brief names", () => {
    const keys = beyond.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    for (const k of ["POST /register", "DELETE /events", "GET /messages", "POST /messages", "PATCH /settings", "GET /users", "GET /attachments", "GET /realm/profile_fields"])
      expect(keys).toContain(k);
  });

  it("every beyond-seed operation answers as an unknown route: 404 Not found", async () => {
    for (const o of beyond) {
      const r = await call(seedOnly, DEV.admin, o.method.toUpperCase(), pathOf(o.path));
      expect({ op: `${o.method} ${o.path}`, status: r.status, body: r.body }).toEqual({ op: `${o.method} ${o.path}`, status: 404, body: NOT_FOUND });
      // The zulip profile serves it.
      const z = await call(zulip, DEV.admin, o.method.toUpperCase(), pathOf(o.path));
      expect(z.body.code, `${o.method} ${o.path} on the zulip profile`).not.toBe("NOT_FOUND");
      expect(z.status).not.toBe(404);
    }
  });

  it("every seed operation keeps working (never the unknown-route answer)", async () => {
    for (const o of seed) {
      const r = await call(seedOnly, DEV.admin, o.method.toUpperCase(), pathOf(o.path), o.method === "get" && o.path === "/events" ? { dont_block: true } : {});
      expect(r.body, `${o.method} ${o.path}`).not.toEqual(NOT_FOUND);
    }
    expect((await call(seedOnly, DEV.hamlet, "GET", "/users/me")).body.result).toBe("success");
    expect((await call(seedOnly, DEV.hamlet, "GET", "/streams")).body.result).toBe("success");
  });

  it("an unknown route gets the same answer; the zulip profile answers Zulip's", async () => {
    expect((await call(seedOnly, DEV.hamlet, "GET", "/no_such_endpoint")).body).toEqual(NOT_FOUND);
    expect((await call(zulip, DEV.hamlet, "GET", "/no_such_endpoint")).body).toEqual({ result: "error", msg: "Endpoint does not exist", code: "BAD_REQUEST" });
  });

  it("missingRouteStatus 405: the methods the path serves in this profile, possibly none", async () => {
    const s = server({ profile: "seed-only", seedOnly: { missingRouteStatus: 405 } });
    const del = await call(s, DEV.hamlet, "DELETE", "/events", { queue_id: "x" });
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET");
    expect(del.body).toEqual({ result: "error", msg: "Method not allowed", code: "METHOD_NOT_ALLOWED", allowed_methods: ["GET"] });
    const reg = await call(s, DEV.hamlet, "POST", "/register");
    expect(reg.status).toBe(405);
    expect(reg.headers.get("allow")).toBe("");
  });

  it("GET /events without queue_id registers a queue with the register parameters (the only seed way to get one)", async () => {
    const first = await call(seedOnly, DEV.hamlet, "GET", "/events", { dont_block: true, event_types: ["drafts"] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: "success", events: [] });
    expect(first.body.queue_id).toEqual(expect.any(String));
    expect(first.body.ignored_parameters_unsupported).toBeUndefined(); // event_types was read, not ignored
    // event_types is honoured: a realm_user change does not reach the queue, a draft does.
    await call(seedOnly, DEV.admin, "PATCH", `/users/${seedOnly.userId(DEV.hamlet)}`, { full_name: "Hamlet Renamed" });
    await call(seedOnly, DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "hi" }] });
    const polled = await call(seedOnly, DEV.hamlet, "GET", "/events", { queue_id: first.body.queue_id, last_event_id: -1, dont_block: true });
    expect(polled.body.events.map((e: any) => e.type)).toEqual(["drafts"]);
  });
});

describe("blockingRegister", () => {
  it("GET /events without queue_id and without dont_block registers and blocks (until the heartbeat here)", async () => {
    const s = server({ profile: "seed-only", heartbeatMs: 50 });
    const r = await call(s, DEV.hamlet, "GET", "/events");
    expect(r.status).toBe(200);
    expect(r.body.queue_id).toEqual(expect.any(String));
    expect(r.body.events.map((e: any) => e.type)).toEqual(["heartbeat"]);
    const z = await call(zulip, DEV.hamlet, "GET", "/events");
    expect(z.body).toMatchObject({ result: "error", code: "BAD_REQUEST", msg: "Missing 'queue_id' argument" });
  });
});

describe("urlencodedOnly", () => {
  const draft = { drafts: [{ type: "", to: [], topic: "", content: "body" }] };

  it("a multipart body is refused with 415 naming its Content-Type; urlencoded is read", async () => {
    const r = await call(seedOnly, DEV.hamlet, "POST", "/drafts", draft, { multipart: true });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ result: "error", code: "BAD_REQUEST" });
    expect(r.body.msg).toContain("multipart/form-data");
    expect((await call(seedOnly, DEV.hamlet, "POST", "/drafts", draft)).status).toBe(200);
    // The zulip profile reads multipart.
    expect((await call(zulip, DEV.hamlet, "POST", "/drafts", draft, { multipart: true })).status).toBe(200);
  });

  it("so is a JSON body; the switch alone on the zulip profile does the same", async () => {
    const raw = { body: JSON.stringify(draft), headers: { "content-type": "application/json", authorization: seedOnly.header(DEV.hamlet) } };
    const r = await call(seedOnly, null, "POST", "/drafts", {}, { raw });
    expect(r.status).toBe(415);
    expect(r.body.msg).toContain("application/json");
    const one = server({ seedOnly: { urlencodedOnly: true } });
    expect((await call(one, DEV.hamlet, "POST", "/drafts", draft, { multipart: true })).status).toBe(415);
  });
});

describe("notFoundStatus", () => {
  it("an unknown ID in a path is 404 with the seed's code and msg", async () => {
    for (const [as, method, path, params, msg] of [
      [DEV.hamlet, "GET", "/streams/9999", {}, "Invalid channel ID"],
      [DEV.admin, "PATCH", "/streams/9999", { description: "x" }, "Invalid channel ID"],
      [DEV.hamlet, "PATCH", "/user_groups/9999", { name: "x" }, "Invalid user group"],
      [DEV.hamlet, "DELETE", "/attachments/9999", {}, "Invalid attachment"],
      [DEV.hamlet, "GET", "/messages/99999", {}, "Invalid message(s)"],
      [DEV.hamlet, "POST", "/users/me/muted_users/9999", {}, "No such user"],
    ] as const) {
      const r = await call(seedOnly, as, method, path, params);
      expect({ path, status: r.status, body: r.body }).toEqual({ path, status: 404, body: { result: "error", code: "BAD_REQUEST", msg } });
      const z = await call(zulip, as, method, path, params);
      expect({ path, status: z.status, body: z.body }).toEqual({ path, status: 400, body: { result: "error", code: "BAD_REQUEST", msg } });
    }
  });

  it("a malformed ID too (alone on the zulip profile: Zulip's msg, status 404)", async () => {
    const one = server({ seedOnly: { notFoundStatus: true } });
    const r = await call(one, DEV.hamlet, "GET", "/streams/abc");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ result: "error", code: "BAD_REQUEST", msg: "stream_id is not an integer" });
    expect((await call(seedOnly, DEV.hamlet, "GET", "/streams/abc")).status).toBe(404);
    expect((await call(zulip, DEV.hamlet, "GET", "/streams/abc")).status).toBe(400);
  });

  it("an existing record refused for another reason keeps the request-error status", async () => {
    // A direct message between others: it exists, the caller cannot see it.
    const dm = (seedOnly.app.db.prepare("SELECT id FROM messages WHERE stream_id IS NULL ORDER BY id LIMIT 1").get() as { id: number }).id;
    const r = await call(seedOnly, DEV.cordelia, "GET", `/messages/${dm}`);
    expect(r.body).toMatchObject({ result: "error", msg: "Invalid message(s)" });
    expect(r.status).toBe(SEED_ONLY_SWITCHES.badRequestStatus);
  });

  it("a wrong method is 405 with the error envelope and Allow", async () => {
    const r = await call(seedOnly, DEV.hamlet, "PUT", "/streams/1");
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("GET, PATCH");
    expect(r.body).toMatchObject({ result: "error", code: "BAD_REQUEST", allowed_methods: ["GET", "PATCH"] });
    expect(typeof r.body.msg).toBe("string");
  });
});

describe("otherMessages", () => {
  it("msgs the seed does not give are worded otherwise; the seed's are kept", async () => {
    const cases: [string, string, string, Params][] = [
      [DEV.hamlet, "POST", "/user_groups/create", { description: "d", members: [] }], // missing name
      [DEV.hamlet, "GET", "/streams", { include_public: "maybe" }], // wrong type
      [DEV.admin, "POST", "/realm/profile_fields", { name: "x", field_type: 99 }], // not in the enum
      [DEV.hamlet, "PATCH", `/users/5`, { full_name: "x" }], // administrators only (Zulip's msg)
    ].map(([as, m, p, params]) => [as as string, m as string, p as string, params as Params]);
    for (const [as, method, path, params] of cases) {
      const [z, s] = [await call(zulip, as, method, path, params), await call(seedOnly, as, method, path, params)];
      expect(z.body.result).toBe("error");
      expect(s.body.result).toBe("error");
      expect(s.body.msg, `${method} ${path}`).not.toBe(z.body.msg);
      expect(s.body.msg.length).toBeGreaterThan(0);
      expect(s.body.code).toBe("BAD_REQUEST");
    }
    // The seed's own msgs.
    expect((await call(seedOnly, DEV.hamlet, "POST", `/users/me/muted_users/${seedOnly.userId(DEV.hamlet)}`)).body.msg).toBe("Cannot mute self");
    expect((await call(seedOnly, DEV.hamlet, "GET", "/streams", { include_all_active: true })).body.msg).toBe("User not authorized for this query");
    expect((await call(seedOnly, DEV.hamlet, "POST", "/invites", { invitee_emails: "", stream_ids: [] })).body.msg).toBe("You must specify at least one email address.");
  });

  it("alone on the zulip profile: same code and status, another msg", async () => {
    const one = server({ seedOnly: { otherMessages: true } });
    const r = await call(one, DEV.hamlet, "POST", "/user_groups/create", { description: "d", members: [] });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("BAD_REQUEST");
    expect(r.body.msg).not.toBe("Missing 'name' argument");
    const unauth = await call(one, null, "GET", "/users/me");
    expect(unauth.status).toBe(401);
    expect(unauth.body.code).toBe("UNAUTHORIZED");
    expect(unauth.body.msg).not.toBe((await call(zulip, null, "GET", "/users/me")).body.msg);
  });
});

describe("listOrder: reverse", () => {
  it("channels, groups, members and subgroups come in reverse order", async () => {
    const names = async (s: TestServer) => (await call(s, DEV.admin, "GET", "/streams", { include_all_active: true })).body.streams.map((c: any) => c.name);
    const zs = await names(zulip);
    expect(zs.length).toBeGreaterThan(2);
    expect(await names(seedOnly)).toEqual([...zs].reverse());
    // No group of the development realm has two direct subgroups (the seed's API makes none): give one two, on both.
    for (const s of [zulip, seedOnly]) {
      const id = (s.app.db.prepare("SELECT id FROM user_groups WHERE name = 'hamletcharacters'").get() as { id: number }).id;
      s.app.db.prepare("INSERT OR IGNORE INTO user_group_subgroups (group_id, subgroup_id) VALUES (?, 1), (?, 2)").run(id, id);
    }
    const groups = async (s: TestServer) => (await call(s, DEV.hamlet, "GET", "/user_groups")).body.user_groups;
    const [zg, sg] = [await groups(zulip), await groups(seedOnly)];
    expect(sg.map((g: any) => g.id)).toEqual(zg.map((g: any) => g.id).reverse());
    const byId = new Map(sg.map((g: any) => [g.id, g]));
    const multi = zg.filter((g: any) => g.members.length > 1);
    const nested = zg.filter((g: any) => g.direct_subgroup_ids.length > 1);
    expect(multi.length).toBeGreaterThan(0);
    expect(nested.length).toBeGreaterThan(0);
    for (const g of multi) expect((byId.get(g.id) as any).members).toEqual([...g.members].reverse());
    for (const g of nested) expect((byId.get(g.id) as any).direct_subgroup_ids).toEqual([...g.direct_subgroup_ids].reverse());
  });

  it("subscribers too (the switch alone on the zulip profile, through POST /register)", async () => {
    const one = server({ seedOnly: { listOrder: "reverse" } });
    const subs = async (s: TestServer) => (await s.ok(DEV.hamlet, "POST", "/register", { include_subscribers: true, fetch_event_types: ["subscription"] })).subscriptions;
    const [z, r] = [await subs(zulip), await subs(one)];
    const denmark = (l: any[]) => l.find((x) => x.name === "Denmark").subscribers;
    expect(denmark(z).length).toBeGreaterThan(1);
    expect(denmark(r)).toEqual([...denmark(z)].reverse());
  });
});

describe("heartbeatMs", () => {
  it("seed-only waits a few minutes (150 s) by default; the heartbeatMs option wins; the long-poll timeout stays above it", async () => {
    expect(seedOnly.app.config.heartbeatMs).toBe(150_000);
    expect(zulip.app.config.heartbeatMs).toBe(45_000);
    expect(server({ profile: "seed-only", heartbeatMs: 1234 }).app.config.heartbeatMs).toBe(1234);
    const s = server({ profile: "seed-only", seedOnly: { beyondSeed: true } });
    const reg = await call(s, DEV.hamlet, "POST", "/register");
    expect(reg.body.event_queue_longpoll_timeout_seconds * 1000).toBeGreaterThan(s.app.config.heartbeatMs);
    expect((await zulip.ok(DEV.hamlet, "POST", "/register")).event_queue_longpoll_timeout_seconds).toBe(90);
  });
});

describe("eventOps: renamed", () => {
  it("ops the seed does not show are named otherwise; the seed's (realm_user update) are kept", async () => {
    const ops = async (s: TestServer) => {
      const q = (await call(s, DEV.hamlet, "GET", "/events", { dont_block: true })).body.queue_id;
      await call(s, DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "x" }] });
      await call(s, DEV.admin, "PATCH", `/users/${s.userId(DEV.othello)}`, { full_name: "Othello Renamed" });
      const events = (await call(s, DEV.hamlet, "GET", "/events", { queue_id: q, last_event_id: -1, dont_block: true })).body.events;
      return Object.fromEntries(events.map((e: any) => [e.type, e.op]));
    };
    expect(await ops(zulip)).toEqual({ drafts: "add", realm_user: "update" });
    expect(await ops(seedOnly)).toEqual({ drafts: "insert", realm_user: "update" });
  });
});

describe("eventPayloads: minimal", () => {
  it("events whose payload the seed does not show carry only id, type and op; the shown forms keep theirs", async () => {
    const events = async (s: TestServer) => {
      const q = (await call(s, DEV.hamlet, "GET", "/events", { dont_block: true })).body.queue_id;
      await call(s, DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content: "x" }] });
      await call(s, DEV.admin, "PATCH", `/users/${s.userId(DEV.othello)}`, { full_name: "Othello Again" });
      return (await call(s, DEV.hamlet, "GET", "/events", { queue_id: q, last_event_id: -1, dont_block: true })).body.events;
    };
    const [z, s] = [await events(zulip), await events(seedOnly)];
    expect(z.find((e: any) => e.type === "drafts").drafts).toHaveLength(1);
    expect(Object.keys(s.find((e: any) => e.type === "drafts")).sort()).toEqual(["id", "op", "type"]);
    expect(s.find((e: any) => e.type === "realm_user").person).toMatchObject({ full_name: "Othello Again" });
  });
});

describe("seedCodesOnly", () => {
  it("codes the seed does not show become BAD_REQUEST without extra fields; the seed's stay", async () => {
    const q = await call(seedOnly, DEV.hamlet, "GET", "/events", { queue_id: "no-such-queue", dont_block: true });
    expect(q.body.code).toBe("BAD_REQUEST");
    expect(q.body.queue_id).toBeUndefined();
    expect((await call(zulip, DEV.hamlet, "GET", "/events", { queue_id: "no-such-queue", dont_block: true })).body.code).toBe("BAD_EVENT_QUEUE_ID");
    expect((await call(seedOnly, DEV.hamlet, "PATCH", "/users/5", { full_name: "x" })).body.code).toBe("BAD_REQUEST");
    expect((await call(zulip, DEV.hamlet, "PATCH", "/users/5", { full_name: "x" })).body.code).toBe("UNAUTHORIZED_PRINCIPAL");
    expect((await call(seedOnly, null, "GET", "/users/me")).body.code).toBe("UNAUTHORIZED");
  });
});

describe("zulipNames", () => {
  it("GET /server_settings sends the seed's version names alone", async () => {
    const s = (await call(seedOnly, null, "GET", "/server_settings")).body;
    const z = (await call(zulip, null, "GET", "/server_settings")).body;
    expect(s.service_feature_level).toBe(z.service_feature_level);
    expect(z.zulip_feature_level).toBe(z.service_feature_level);
    expect(Object.keys(s).filter((k) => k.startsWith("zulip_"))).toEqual([]);
  });
});

describe("badRequestStatus", () => {
  it("request errors are 422 on seed-only (401 stays: HTTP Basic's challenge)", async () => {
    const r = await call(seedOnly, DEV.hamlet, "GET", "/streams", { include_all_active: true });
    expect(r.status).toBe(422);
    expect(r.body.msg).toBe("User not authorized for this query");
    expect((await call(zulip, DEV.hamlet, "GET", "/streams", { include_all_active: true })).status).toBe(400);
    const unauth = await call(seedOnly, null, "GET", "/users/me");
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get("www-authenticate")).toBeTruthy();
  });
});

describe("eventIds: sparse", () => {
  it("event IDs increase but are not consecutive; last_event_id maps back", async () => {
    const ids = async (s: TestServer) => {
      const q = (await call(s, DEV.hamlet, "GET", "/events", { dont_block: true })).body.queue_id;
      for (const content of ["a", "b", "c"]) await call(s, DEV.hamlet, "POST", "/drafts", { drafts: [{ type: "", to: [], topic: "", content }] });
      const all = (await call(s, DEV.hamlet, "GET", "/events", { queue_id: q, last_event_id: -1, dont_block: true })).body.events.map((e: any) => e.id);
      const after = (await call(s, DEV.hamlet, "GET", "/events", { queue_id: q, last_event_id: all[0], dont_block: true })).body.events.map((e: any) => e.id);
      return { all, after };
    };
    expect(await ids(zulip)).toEqual({ all: [0, 1, 2], after: [1, 2] });
    expect(await ids(seedOnly)).toEqual({ all: [1, 3, 5], after: [3, 5] });
  });
});

describe("weeklyTraffic: none", () => {
  it("stream_weekly_traffic is never estimated (null)", async () => {
    const traffic = async (s: TestServer) =>
      (await call(s, DEV.admin, "GET", "/streams", { include_all_active: true })).body.streams.map((c: any) => c.stream_weekly_traffic);
    expect((await traffic(zulip)).some((t: unknown) => Number.isInteger(t))).toBe(true);
    expect(new Set(await traffic(seedOnly))).toEqual(new Set([null]));
  });
});

describe("the command line", () => {
  it("--profile seed-only (with --heartbeat-ms) serves the profile over HTTP", async () => {
    const running = await startServer(["--db", ":memory:", "--profile", "seed-only", "--heartbeat-ms", "2000"]);
    try {
      expect(running.output()).toContain("profile seed-only");
      const r = await api(running.url, "POST", "/register");
      expect(r.status).toBe(404);
      expect(r.body).toEqual(NOT_FOUND);
      const settings = await api(running.url, "GET", "/server_settings");
      expect(settings.body.zulip_feature_level).toBeUndefined();
      // The multipart refusal over node:http (the body is read from the socket there).
      const { body, contentType } = encodeFormEntries([["username", DEV.hamlet]], "multipart");
      const res = await fetch(`${running.url}/api/v1/dev_fetch_api_key`, { method: "POST", body: body as BodyInit, headers: { "content-type": contentType } });
      expect(res.status).toBe(415);
    } finally {
      await stopGroup(running.child);
    }
  });
});
