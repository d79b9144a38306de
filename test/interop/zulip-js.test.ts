/**
 * Interop with a client nobody here wrote: `zulip-js`, Zulip's JavaScript client from npm, installed unmodified.
 * It runs every call it offers for the endpoints of openapi.yaml against the reference server (createApp, served
 * over HTTP on an ephemeral port) and against the mock (`npm run mock`, Prism). zulip-js takes its configuration
 * as `{ realm, username, password }` (it fetches the API key with POST /fetch_api_key), `{ realm, username,
 * apiKey }`, or `{ zuliprc }` (an INI file with `[api] email, key, site`); all three are used. Its named methods
 * cover the common calls; the others go through its generic `callEndpoint(path, method, params)`, which sends
 * POST parameters as a form body and every other method's in the query string, JSON-encoding lists only, so
 * callers JSON-encode other non-string values themselves (as Zulip's documentation tells them to).
 *
 * Every exchange passes through a recording proxy and is validated against openapi.yaml at the target's level
 * (lib/spec compileResponseValidator): the status is documented and the body matches its schema.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileResponseValidator, loadSpec, type ResponseValidator } from "../../lib/spec/index.ts";
import { createApp } from "../../server/app.ts";
import { startMock } from "../../scripts/mock.ts";

// zulip-js is CommonJS without type declarations: `zulip(config)` resolves to an object of resource methods.
type Call = (params?: any) => Promise<any>;
interface ZulipJs {
  config: { apiKey: string; username: string; realm: string; apiURL: string };
  callEndpoint(endpoint: string, method?: string, params?: Record<string, unknown>): Promise<any>;
  server: { settings: Call };
  accounts: { retrieve: Call };
  users: { retrieve: Call; create: Call; me: { getProfile: Call; subscriptions: { add: Call; remove: Call }; pointer: { retrieve: Call }; alertWords: { retrieve: Call } } };
  streams: { retrieve: Call; getStreamId: Call; subscriptions: { retrieve: Call }; topics: { retrieve: Call }; deleteById: Call };
  messages: { send: Call; retrieve: Call; getById: Call; render: Call; update: Call; getHistoryById: Call; deleteById: Call; deleteReactionById: Call; flags: { add: Call; remove: Call } };
  queues: { register: Call; deregister: Call };
  events: { retrieve: Call };
  filters: { retrieve: Call };
  emojis: { retrieve: Call };
  typing: { send: Call };
  reactions: { add: Call; remove: Call };
}
const zulip = createRequire(import.meta.url)("zulip-js") as (config: Record<string, unknown>) => Promise<ZulipJs>;

const API = "/api/v1";

interface Exchange {
  method: string;
  path: string;
  status: number;
  json: any;
}

/** An HTTP proxy in front of a target that keeps every exchange (zulip-js answers only with the parsed body). */
async function recordingProxy(port: number): Promise<{ url: string; log: Exchange[]; close(): Promise<void> }> {
  const log: Exchange[] = [];
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers }, (r) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => {
        const body = Buffer.concat(chunks);
        let json: any;
        try {
          json = JSON.parse(body.toString("utf8"));
        } catch {
          json = undefined;
        }
        log.push({ method: req.method ?? "GET", path: new URL(req.url ?? "/", "http://x").pathname, status: r.statusCode ?? 0, json });
        res.writeHead(r.statusCode ?? 502, r.headers);
        res.end(body);
      });
    });
    upstream.on("error", (e) => {
      res.writeHead(502);
      res.end(String(e));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    log,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

interface Target {
  /** The realm URL zulip-js is configured with (the recording proxy). */
  realm: string;
  level: number;
  /** The reference server holds the dev realm's state; the mock answers documented examples. */
  live: boolean;
  log: Exchange[];
  close(): Promise<void>;
}

async function referenceTarget(): Promise<Target> {
  const app = createApp({ db: ":memory:" });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
  const proxy = await recordingProxy((server.address() as AddressInfo).port);
  return {
    realm: proxy.url,
    level: app.config.featureLevel,
    live: true,
    log: proxy.log,
    close: async () => {
      await proxy.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      app.close();
    },
  };
}

async function mockTarget(): Promise<Target> {
  const mock = await startMock({ port: 0 });
  const proxy = await recordingProxy(mock.port);
  return {
    realm: proxy.url,
    level: loadSpec()["info"]["x-newest-feature-level"],
    live: false,
    log: proxy.log,
    close: async () => {
      await proxy.close();
      await mock.close();
    },
  };
}

/** A value as Zulip's documentation has callers send it: strings as they are, everything else JSON-encoded. */
const wire = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));

/**
 * The zulip-js calls, run in order against one target. `ok` awaits one zulip-js call, checks that it made exactly
 * one request, that the exchange is documented and valid, and (on the reference server) that it succeeded.
 */
function interopSuite(name: string, start: () => Promise<Target>) {
  describe(`zulip-js against the ${name}`, () => {
    let t: Target;
    let validate: ResponseValidator;
    let hamlet: ZulipJs;
    let iago: ZulipJs;
    const dir = mkdtempSync(join(tmpdir(), "zulip-js-"));
    // IDs learned along the way (on the mock, the examples' IDs).
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      t = await start();
      validate = compileResponseValidator(loadSpec({ level: t.level }));
    }, 90_000);
    afterAll(async () => {
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    async function exchange(call: Promise<any>): Promise<{ body: any; ex: Exchange }> {
      const before = t.log.length;
      const body = await call;
      const sent = t.log.slice(before);
      expect(sent.length, "one request per zulip-js call").toBe(1);
      const ex = sent[0];
      expect(body).toEqual(ex.json);
      expect(ex.path.startsWith(API)).toBe(true);
      const check = validate(ex.method, ex.path.slice(API.length), ex.status, ex.json);
      expect(check.documented, `${ex.method} ${ex.path}: status ${ex.status} documented (${JSON.stringify(ex.json)})`).toBe(true);
      expect(check.errors, `${ex.method} ${ex.path} ${ex.status}`).toEqual([]);
      return { body, ex };
    }
    /** A call that succeeds on both targets. */
    async function ok(call: Promise<any>): Promise<any> {
      const { body, ex } = await exchange(call);
      expect(ex.status, JSON.stringify(body)).toBe(200);
      expect(body.result).toBe("success");
      return body;
    }

    it("configuration: { realm, username, password } (POST /fetch_api_key), { realm, username, apiKey }, { zuliprc }", async () => {
      const before = t.log.length;
      hamlet = await zulip({ realm: t.realm, username: "hamlet@zulip.com", password: "opensesame" });
      expect(t.log.slice(before).map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([`POST ${API}/fetch_api_key 200`]);
      expect(validate("POST", "/fetch_api_key", 200, t.log[before].json).errors).toEqual([]);
      expect(hamlet.config.apiKey).toBe(t.log[before].json.api_key);

      const viaKey = await zulip({ realm: t.realm, username: "hamlet@zulip.com", apiKey: hamlet.config.apiKey });
      const me = await ok(viaKey.users.me.getProfile());
      if (t.live) expect(me.email).toBe("hamlet@zulip.com");

      const admin = await zulip({ realm: t.realm, username: "iago@zulip.com", password: "opensesame" });
      const rc = join(dir, "zuliprc");
      writeFileSync(rc, `[api]\nemail=iago@zulip.com\nkey=${admin.config.apiKey}\nsite=${t.realm}\n`);
      iago = await zulip({ zuliprc: rc });
      const iagoMe = await ok(iago.users.me.getProfile());
      if (t.live) expect(iagoMe.role).toBe(200);
    });

    it("server.settings: both version names, with the same feature level", async () => {
      const s = await ok(hamlet.server.settings());
      expect(s.zulip_feature_level).toBe(t.level);
      expect(s.service_feature_level).toBe(s.zulip_feature_level);
      expect(s.zulip_version).toBe(s.service_version);
    });

    it("users.retrieve and users.me.getProfile", async () => {
      const all = await ok(hamlet.users.retrieve());
      expect(all.members.length).toBeGreaterThan(0);
      await ok(hamlet.users.retrieve({ client_gravatar: false, include_custom_profile_fields: true }));
      if (t.live) {
        const roles = Object.fromEntries(all.members.map((u: any) => [u.email.split("@")[0], u.role]));
        expect(roles).toMatchObject({ desdemona: 100, iago: 200, shiva: 300, hamlet: 400, othello: 400, cordelia: 400, prospero: 400, polonius: 600 });
      }
      ids.othello = t.live ? all.members.find((u: any) => u.email === "othello@zulip.com").user_id : all.members[0].user_id;
      ids.hamlet = (await ok(hamlet.users.me.getProfile())).user_id;
    });

    it("streams.retrieve, streams.getStreamId (Zulip's documentation example: Denmark)", async () => {
      const { streams } = await ok(hamlet.streams.retrieve());
      if (t.live) expect(streams.map((s: any) => s.name)).toEqual(expect.arrayContaining(["Verona", "Denmark", "Scotland", "Rome"]));
      await ok(hamlet.streams.retrieve({ include_public: true, include_subscribed: false }));
      ids.denmark = (await ok(hamlet.streams.getStreamId("Denmark"))).stream_id;
      const verona = await ok(hamlet.streams.getStreamId({ stream: "Verona" }));
      if (t.live) {
        expect(ids.denmark).toBe(streams.find((s: any) => s.name === "Denmark").stream_id);
        expect(verona.stream_id).toBe(streams.find((s: any) => s.name === "Verona").stream_id);
        const { body } = await exchange(hamlet.streams.getStreamId("nonexistent"));
        expect(body).toEqual({ result: "error", msg: "Invalid channel name 'nonexistent'", code: "BAD_REQUEST" });
      }
    });

    it("streams.subscriptions.retrieve, users.me.subscriptions.add and .remove", async () => {
      const { subscriptions } = await ok(hamlet.streams.subscriptions.retrieve());
      expect(Array.isArray(subscriptions)).toBe(true);
      await ok(hamlet.streams.subscriptions.retrieve({ include_subscribers: true }));
      // zulip-js's README: subscriptions JSON-encoded by the caller.
      const added = await ok(hamlet.users.me.subscriptions.add({ subscriptions: JSON.stringify([{ name: "Rome" }, { name: "zulip-js interop" }]) }));
      if (t.live) expect(added.subscribed["hamlet@zulip.com"]).toEqual(["zulip-js interop"]);
      const after = await ok(hamlet.streams.subscriptions.retrieve());
      if (t.live) expect(after.subscriptions.map((s: any) => s.name)).toEqual(expect.arrayContaining(["Rome", "zulip-js interop"]));
      // DELETE: zulip-js sends the parameters in the query string.
      const removed = await ok(hamlet.users.me.subscriptions.remove({ subscriptions: JSON.stringify(["zulip-js interop"]) }));
      if (t.live) expect(removed.removed).toEqual(["zulip-js interop"]);
    });

    it("queues.register, messages.send, events.retrieve, queues.deregister", async () => {
      const q = await ok(hamlet.queues.register({ event_types: ["message"] }));
      expect(q.zulip_feature_level).toBe(t.level);
      expect(q.service_feature_level).toBe(q.zulip_feature_level);
      const sent = await ok(hamlet.messages.send({ to: "Denmark", type: "stream", topic: "Castle", content: "Sent by zulip-js." }));
      ids.message = sent.id;
      await ok(hamlet.messages.send({ to: [ids.othello], type: "private", content: "A direct message from zulip-js." }));
      await ok(hamlet.messages.send({ to: "othello@zulip.com", type: "direct", content: "Addressed by email." }));
      const got = await ok(hamlet.events.retrieve({ queue_id: q.queue_id, last_event_id: q.last_event_id, dont_block: true }));
      if (t.live) {
        const messages = got.events.filter((e: any) => e.type === "message");
        expect(messages.map((e: any) => e.message.id)).toContain(sent.id);
      }
      await ok(hamlet.queues.deregister({ queue_id: q.queue_id }));
      if (t.live) {
        const { body } = await exchange(hamlet.events.retrieve({ queue_id: q.queue_id, last_event_id: -1, dont_block: true }));
        expect(body.code).toBe("BAD_EVENT_QUEUE_ID");
      }
    });

    it("messages.retrieve with a narrow, as zulip-js documents it (anchor 1000000000 for the newest), and messages.getById", async () => {
      const narrow = [{ operator: "channel", operand: "Denmark" }, { operator: "topic", operand: "Castle" }];
      const newest = await ok(hamlet.messages.retrieve({ anchor: 1000000000, num_before: 3, num_after: 0, narrow }));
      if (t.live) {
        expect(newest.messages.at(-1).id).toBe(ids.message);
        expect(newest.messages.every((m: any) => m.display_recipient === "Denmark" && m.subject.toLowerCase() === "castle")).toBe(true);
      }
      await ok(hamlet.messages.retrieve({ anchor: "newest", num_before: 10, num_after: 0, narrow: [["stream", "Verona"]] }));
      await ok(hamlet.messages.retrieve({ anchor: "oldest", num_before: 0, num_after: 5, apply_markdown: false }));
      await ok(hamlet.messages.retrieve({ anchor: "first_unread", num_before: 2, num_after: 2, narrow: [{ operator: "is", operand: "dm" }] }));
      const one = await ok(hamlet.messages.getById({ message_id: ids.message }));
      if (t.live) expect(one.raw_content).toBe("Sent by zulip-js.");
      if (t.live) {
        const { body } = await exchange(hamlet.messages.retrieve({ anchor: "newest", num_before: 1, num_after: 0, narrow: [{ operator: "channel", operand: "nowhere" }] }));
        expect(body).toMatchObject({ result: "error", code: "BAD_NARROW" });
      }
    });

    it("filters.retrieve: GET /realm/filters is not an endpoint (Zulip removed it; GET /realm/linkifiers replaced it)", async () => {
      const before = t.log.length;
      const body = await hamlet.filters.retrieve();
      expect(body.result).toBe("error");
      // The path exists for POST (add a linkifier), so GET is 405 Method Not Allowed, as on a Zulip server.
      expect(t.log.slice(before).map((e) => e.status)).toEqual([405]);
    });

    it("callEndpoint: linkifiers (POST /realm/filters, GET /realm/linkifiers, PATCH /realm/filters/{filter_id})", async () => {
      const created = await ok(iago.callEndpoint("/realm/filters", "POST", { pattern: "#zjs(?P<id>[0-9]+)", url_template: "https://example.com/zjs/{id}" }));
      const { linkifiers } = await ok(iago.callEndpoint("/realm/linkifiers"));
      if (t.live) expect(linkifiers.map((l: any) => l.id)).toContain(created.id);
      await ok(iago.callEndpoint(`/realm/filters/${created.id}`, "PATCH", { pattern: "#zjs-(?P<id>[0-9]+)", url_template: "https://example.com/zjs/{id}" }));
      if (t.live) {
        const { body } = await exchange(hamlet.callEndpoint("/realm/filters", "POST", { pattern: "x(?P<id>[0-9]+)", url_template: "https://example.com/{id}" }));
        expect(body.result).toBe("error");
      }
    });

    it("callEndpoint: the other operations of the spec", async () => {
      const now = Math.floor(Date.now() / 1000);
      await ok(hamlet.callEndpoint(`/streams/${ids.denmark}`));
      await ok(iago.callEndpoint(`/streams/${ids.denmark}`, "PATCH", { description: "A Scandinavian country (edited by zulip-js)" }));
      await ok(hamlet.callEndpoint(`/users/${ids.othello}`, "GET", wire({ include_custom_profile_fields: true })));
      await ok(hamlet.callEndpoint("/users/othello@zulip.com"));
      await ok(iago.callEndpoint(`/users/${ids.othello}`, "PATCH", { full_name: "Othello" }));
      await ok(hamlet.callEndpoint(`/users/me/muted_users/${ids.othello}`, "POST"));
      await ok(hamlet.callEndpoint(`/users/me/muted_users/${ids.othello}`, "DELETE"));
      await ok(iago.callEndpoint("/user_groups/create", "POST", wire({ name: "zulip-js readers", description: "Created by zulip-js", members: [ids.hamlet] })));
      const groups = (await ok(hamlet.callEndpoint("/user_groups"))).user_groups;
      const groupId = (t.live ? groups.find((g: any) => g.name === "zulip-js readers") : groups[0]).id;
      await ok(iago.callEndpoint(`/user_groups/${groupId}`, "PATCH", { description: "Edited by zulip-js" }));
      await ok(iago.callEndpoint("/invites", "POST", wire({ invitee_emails: "zulip-js@example.com", stream_ids: [ids.denmark] })));
      await ok(hamlet.callEndpoint("/realm/profile_fields"));
      await ok(iago.callEndpoint("/realm/profile_fields", "POST", wire({ name: "zulip-js field", hint: "", field_type: 1 })));
      const drafts = await ok(hamlet.callEndpoint("/drafts", "POST", wire({ drafts: [{ type: "stream", to: [ids.denmark], topic: "Castle", content: "A zulip-js draft", timestamp: now }] })));
      await ok(hamlet.callEndpoint("/drafts"));
      await ok(hamlet.callEndpoint(`/drafts/${drafts.ids[0]}`, "PATCH", wire({ draft: { type: "stream", to: [ids.denmark], topic: "Castle", content: "Edited", timestamp: now } })));
      await ok(hamlet.callEndpoint(`/drafts/${drafts.ids[0]}`, "DELETE"));
      await ok(hamlet.callEndpoint("/scheduled_messages", "POST", wire({ type: "stream", to: ids.denmark, topic: "Castle", content: "Later", scheduled_delivery_timestamp: now + 3600 })));
      await ok(hamlet.callEndpoint("/mark_topic_as_read", "POST", wire({ stream_id: ids.denmark, topic_name: "Castle" })));
      const { attachments } = await ok(hamlet.callEndpoint("/attachments"));
      if (attachments.length > 0) await ok(hamlet.callEndpoint(`/attachments/${attachments[0].id}`, "DELETE"));
      await ok(hamlet.callEndpoint("/settings", "PATCH", wire({ twenty_four_hour_time: true })));
      await ok(hamlet.callEndpoint("/dev_fetch_api_key", "POST", { username: "cordelia@zulip.com" }));
      await ok(iago.callEndpoint(`/users/${ids.othello}`, "DELETE"));
      await ok(iago.callEndpoint(`/users/${ids.othello}/reactivate`, "POST"));
    });

    it("zulip-js calls for endpoints outside the spec answer the error envelope", async () => {
      const outside: [string, () => Promise<any>][] = [
        ["emojis.retrieve", () => hamlet.emojis.retrieve()],
        ["users.me.pointer.retrieve", () => hamlet.users.me.pointer.retrieve()],
        ["users.me.alertWords.retrieve", () => hamlet.users.me.alertWords.retrieve()],
        ["streams.topics.retrieve", () => hamlet.streams.topics.retrieve({ stream_id: ids.denmark })],
        ["messages.render", () => hamlet.messages.render("**hi**")],
        ["messages.flags.add", () => hamlet.messages.flags.add({ flag: "read", messages: [ids.message] })],
        ["typing.send", () => hamlet.typing.send({ to: [ids.othello], op: "start" })],
      ];
      for (const [label, call] of outside) {
        const before = t.log.length;
        const body = await call();
        expect(body, label).toMatchObject({ result: "error" });
        expect([404, 405], label).toContain(t.log[before].status);
      }
    });
  });
}

interopSuite("reference server", referenceTarget);
interopSuite("mock", mockTarget);
