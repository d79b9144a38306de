// How costs grow with the realm: each operation of the spec timed at the development realm (B) and at the large realm
// of --scale (A: bench/lib/scale.ts on top of the development realm), in-process, one request at a time (so the time
// of app.fetch is the server's own), alternating the two realms request by request. Lookups by ID and writes to one
// object should stay flat (at most 1.5× from small to large); lists should grow with their result size only (time per
// answer byte at most 1.5×); event delivery (one message to a channel whose subscribers all have an open queue) with
// the number of receivers only (a 10-receiver send as fast in the large realm, the time per receiver of the
// 1,000-receiver send reported).
import { createApp, type TeamchatApp } from "../../server/app.ts";
import { seedScale, SCALE, FANOUT_CHANNEL } from "../lib/scale.ts";
import { fmt, median } from "../measure.ts";
import type { EventQueue } from "../../server/events/queues.ts";

type Kind = "lookup" | "list" | "write" | "fan-out";
interface Req {
  method: string;
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  as: string;
}
interface Case {
  op: string;
  kind: Kind;
  /** The i-th request of the case (a different name or a toggled state where the operation needs one). */
  request(r: RealmIds, i: number): Req;
}
interface RealmIds {
  user: (email: string) => number;
  stream: (name: string) => number;
  message: number;
  group: number;
  draft: number;
  filter: number;
  attachment: number;
}

export interface GrowthRow {
  op: string;
  kind: Kind;
  smallMs: number;
  largeMs: number;
  ratio: number;
  smallBytes: number;
  largeBytes: number;
  /** the figure the target is on: the time ratio (lookups, writes) or the time-per-byte ratio (lists) */
  figure: number;
  met: boolean;
}

const j = (v: unknown) => JSON.stringify(v);
let unique = 0;
const u = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

const CASES: Case[] = [
  { op: "GET /users/me", kind: "lookup", request: () => ({ method: "GET", path: "/users/me", as: "hamlet" }) },
  { op: "GET /users/{user_id}", kind: "lookup", request: (r) => ({ method: "GET", path: `/users/${r.user("iago@zulip.com")}`, as: "hamlet" }) },
  { op: "GET /users/{email}", kind: "lookup", request: () => ({ method: "GET", path: "/users/iago@zulip.com", as: "hamlet" }) },
  { op: "GET /streams/{stream_id}", kind: "lookup", request: (r) => ({ method: "GET", path: `/streams/${r.stream("Denmark")}`, as: "hamlet" }) },
  { op: "GET /get_stream_id", kind: "lookup", request: () => ({ method: "GET", path: "/get_stream_id", query: { stream: "Denmark" }, as: "hamlet" }) },
  { op: "GET /messages/{message_id}", kind: "lookup", request: (r) => ({ method: "GET", path: `/messages/${r.message}`, as: "hamlet" }) },
  { op: "GET /messages", kind: "lookup", request: () => ({ method: "GET", path: "/messages", query: { anchor: "newest", num_before: "20", num_after: "0" }, as: "hamlet" }) },
  { op: "GET /server_settings", kind: "lookup", request: () => ({ method: "GET", path: "/server_settings", as: "anonymous" }) },
  { op: "GET /drafts", kind: "lookup", request: () => ({ method: "GET", path: "/drafts", as: "hamlet" }) },
  { op: "GET /attachments", kind: "lookup", request: () => ({ method: "GET", path: "/attachments", as: "hamlet" }) },
  { op: "GET /realm/profile_fields", kind: "lookup", request: () => ({ method: "GET", path: "/realm/profile_fields", as: "hamlet" }) },
  { op: "GET /realm/linkifiers", kind: "lookup", request: () => ({ method: "GET", path: "/realm/linkifiers", as: "hamlet" }) },
  // A list: the requester's subscriptions (one more in the large realm, the fan-out channel, with its traffic).
  { op: "GET /users/me/subscriptions", kind: "list", request: () => ({ method: "GET", path: "/users/me/subscriptions", as: "hamlet" }) },
  { op: "GET /events", kind: "lookup", request: () => ({ method: "GET", path: "/events", query: { queue_id: "QUEUE", dont_block: "true" }, as: "hamlet" }) },
  { op: "GET /streams", kind: "list", request: () => ({ method: "GET", path: "/streams", query: { include_all_active: "true" }, as: "iago" }) },
  { op: "GET /users", kind: "list", request: () => ({ method: "GET", path: "/users", as: "hamlet" }) },
  { op: "GET /user_groups", kind: "list", request: () => ({ method: "GET", path: "/user_groups", as: "hamlet" }) },
  { op: "POST /register", kind: "list", request: () => ({ method: "POST", path: "/register", form: { event_types: j(["message"]), fetch_event_types: j(["realm_user", "subscription", "realm_user_groups"]) }, as: "hamlet" }) },
  { op: "POST /drafts", kind: "write", request: (r) => ({ method: "POST", path: "/drafts", form: { drafts: j([{ type: "stream", to: [r.stream("Denmark")], topic: "bench", content: "hello" }]) }, as: "hamlet" }) },
  { op: "PATCH /drafts/{draft_id}", kind: "write", request: (r, i) => ({ method: "PATCH", path: `/drafts/${r.draft}`, form: { draft: j({ type: "stream", to: [r.stream("Denmark")], topic: "bench", content: `edit ${i}` }) }, as: "hamlet" }) },
  { op: "POST /messages", kind: "write", request: (r) => ({ method: "POST", path: "/messages", form: { type: "stream", to: j(r.stream("Scotland")), topic: "bench", content: "hello" }, as: "hamlet" }) },
  { op: "POST /mark_topic_as_read", kind: "write", request: (r) => ({ method: "POST", path: "/mark_topic_as_read", form: { stream_id: String(r.stream("Denmark")), topic_name: "castle" }, as: "hamlet" }) },
  { op: "POST /scheduled_messages", kind: "write", request: (r) => ({ method: "POST", path: "/scheduled_messages", form: { type: "stream", to: j(r.stream("Denmark")), topic: "bench", content: "later", scheduled_delivery_timestamp: String(Math.floor(Date.now() / 1000) + 86400) }, as: "hamlet" }) },
  { op: "PATCH /streams/{stream_id}", kind: "write", request: (r, i) => ({ method: "PATCH", path: `/streams/${r.stream("Rome")}`, form: { description: `Rome ${i}` }, as: "iago" }) },
  { op: "PATCH /users/{user_id}", kind: "write", request: (r, i) => ({ method: "PATCH", path: `/users/${r.user("prospero@zulip.com")}`, form: { full_name: `Prospero ${i}` }, as: "iago" }) },
  { op: "PATCH /settings", kind: "write", request: (_r, i) => ({ method: "PATCH", path: "/settings", form: { dense_mode: j(i % 2 === 0) }, as: "hamlet" }) },
  { op: "POST /user_groups/create", kind: "write", request: (r) => ({ method: "POST", path: "/user_groups/create", form: { name: `bench-${u()}`, description: "bench", members: j([r.user("hamlet@zulip.com")]) }, as: "hamlet" }) },
  { op: "PATCH /user_groups/{user_group_id}", kind: "write", request: (r, i) => ({ method: "PATCH", path: `/user_groups/${r.group}`, form: { description: `bench ${i}` }, as: "iago" }) },
  { op: "POST /users/me/muted_users/{muted_user_id}", kind: "write", request: (r, i) => ({ method: i % 2 === 0 ? "POST" : "DELETE", path: `/users/me/muted_users/${r.user("othello@zulip.com")}`, as: "hamlet" }) },
  { op: "POST /users/me/subscriptions", kind: "write", request: (_r, i) => ({ method: i % 2 === 0 ? "POST" : "DELETE", path: "/users/me/subscriptions", form: { subscriptions: j(i % 2 === 0 ? [{ name: "empty room" }] : ["empty room"]) }, as: "cordelia" }) },
  { op: "POST /realm/filters", kind: "write", request: () => ({ method: "POST", path: "/realm/filters", form: { pattern: `bench${u()}-(?P<id>[0-9]+)`, url_template: "https://example.com/{id}" }, as: "iago" }) },
  { op: "PATCH /realm/filters/{filter_id}", kind: "write", request: (r, i) => ({ method: "PATCH", path: `/realm/filters/${r.filter}`, form: { pattern: `#(?P<id>[0-9]+)`, url_template: `https://github.com/zulip/zulip/issues/{id}?v=${i % 2}` }, as: "iago" }) },
  { op: "POST /realm/profile_fields", kind: "write", request: () => ({ method: "POST", path: "/realm/profile_fields", form: { name: `bench ${u()}`, field_type: "1" }, as: "iago" }) },
  { op: "POST /dev_fetch_api_key", kind: "lookup", request: () => ({ method: "POST", path: "/dev_fetch_api_key", form: { username: "hamlet@zulip.com" }, as: "anonymous" }) },
];

/** Operations not timed here, and why. */
export const NOT_TIMED: Record<string, string> = {
  "POST /fetch_api_key": "a password hash (scrypt) per request: constant by design, unrelated to the realm's size",
  "POST /invites": "invitations are rate-limited per day",
  "DELETE /users/{user_id}": "deactivation is one-way for the bench's accounts (and POST /users/{user_id}/reactivate with it)",
  "POST /users/{user_id}/reactivate": "see DELETE /users/{user_id}",
  "DELETE /drafts/{draft_id}": "needs a new draft per request (POST /drafts is timed)",
  "DELETE /attachments/{attachment_id}": "the development realm has one attachment",
  "DELETE /events": "needs a new queue per request (POST /register is timed)",
};

interface Realm {
  app: TeamchatApp;
  auth: Map<string, string>;
  ids: RealmIds;
  queue: string;
}

async function open(scale: boolean, factor: number): Promise<Realm> {
  const app = createApp({ db: ":memory:", log: () => {} });
  if (scale) seedScale(app.db, app.spec, undefined, factor);
  const one = <T>(sql: string, ...a: unknown[]) => app.db.prepare(sql).get(...a) as T;
  const hamlet = one<{ id: number }>("SELECT id FROM users WHERE email = 'hamlet@zulip.com'").id;
  const ids: RealmIds = {
    user: (email) => one<{ id: number }>("SELECT id FROM users WHERE email = ?", email).id,
    stream: (name) => one<{ id: number }>("SELECT id FROM streams WHERE name = ?", name).id,
    message: one<{ id: number }>("SELECT min(message_id) AS id FROM user_messages WHERE user_id = ?", hamlet).id,
    group: one<{ id: number }>("SELECT id FROM user_groups WHERE name = 'hamletcharacters'").id,
    draft: one<{ id: number }>("SELECT min(id) AS id FROM drafts WHERE user_id = ?", hamlet).id,
    filter: one<{ id: number }>("SELECT min(id) AS id FROM linkifiers").id,
    attachment: 0,
  };
  const auth = new Map<string, string>();
  for (const name of ["hamlet", "iago", "cordelia"]) {
    const email = `${name}@zulip.com`;
    const res = await app.fetch(new Request("http://bench.test/api/v1/dev_fetch_api_key", { method: "POST", body: new URLSearchParams({ username: email }) }));
    auth.set(name, `Basic ${Buffer.from(`${email}:${((await res.json()) as { api_key: string }).api_key}`).toString("base64")}`);
  }
  const queue = app.queues.register({ userId: hamlet, eventTypes: ["heartbeat"], capabilities: {}, applyMarkdown: true, clientGravatar: false, allPublicStreams: false }).id;
  return { app, auth, ids, queue };
}

function toRequest(realm: Realm, req: Req): Request {
  const query = req.query ? "?" + new URLSearchParams(Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, v === "QUEUE" ? realm.queue : v]))).toString() : "";
  const headers: Record<string, string> = {};
  if (req.as !== "anonymous") headers.authorization = realm.auth.get(req.as)!;
  return new Request(`http://bench.test/api/v1${req.path}${query}`, { method: req.method, headers, ...(req.form ? { body: new URLSearchParams(req.form) } : {}) });
}

async function timeOne(realm: Realm, req: Req): Promise<{ ms: number; bytes: number }> {
  const request = toRequest(realm, req);
  const start = performance.now();
  const res = await realm.app.fetch(request);
  const body = await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${req.method} ${req.path} answered ${res.status}: ${Buffer.from(body).toString("utf8").slice(0, 300)}`);
  return { ms, bytes: body.byteLength };
}

/** Opens an event queue for each subscriber of `channel`, sends one message there, and times the send. */
async function fanOut(realm: Realm, channel: string, repeats: number): Promise<{ ms: number; receivers: number }> {
  const { app } = realm;
  const streamId = realm.ids.stream(channel);
  const subscribers = (app.db.prepare("SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1").all(streamId) as { user_id: number }[]).map((r) => r.user_id);
  const queues: EventQueue[] = subscribers.map((userId) => app.queues.register({ userId, eventTypes: ["message"], capabilities: {}, applyMarkdown: true, clientGravatar: false, allPublicStreams: false }));
  const times: number[] = [];
  try {
    for (let i = 0; i < repeats; i++) {
      const { ms } = await timeOne(realm, { method: "POST", path: "/messages", form: { type: "stream", to: j(streamId), topic: "fan-out", content: "to everyone" }, as: "hamlet" });
      times.push(ms);
      const delivered = queues.filter((q) => q.events.length > 0).length;
      if (delivered < subscribers.length - 1) throw new Error(`fan-out to ${channel}: ${delivered} of ${subscribers.length} queues got the message`);
      for (const q of queues) q.events.length = 0;
    }
  } finally {
    for (const q of queues) app.queues.delete(q.id);
  }
  return { ms: median(times), receivers: subscribers.length };
}

export interface GrowthResult {
  rows: GrowthRow[];
  fanout: { smallMs: number; smallReceivers: number; large10Ms: number; large10Receivers: number; largeMs: number; largeReceivers: number; perReceiverMs: number; met: boolean };
  seedMs: number;
  scale: typeof SCALE;
  factor: number;
}

export async function measureGrowth(options: { repeats: number; factor?: number }): Promise<GrowthResult> {
  const factor = options.factor ?? 1;
  const small = await open(false, factor);
  const seedStart = performance.now();
  const large = await open(true, factor);
  const seedMs = performance.now() - seedStart;
  try {
    const rows: GrowthRow[] = [];
    for (const c of CASES) {
      const s: number[] = [];
      const l: number[] = [];
      let smallBytes = 0;
      let largeBytes = 0;
      // one request of each unmeasured (warm-up), then alternating
      await timeOne(small, c.request(small.ids, 0));
      await timeOne(large, c.request(large.ids, 0));
      for (let i = 1; i <= options.repeats; i++) {
        const a = await timeOne(small, c.request(small.ids, i));
        const b = await timeOne(large, c.request(large.ids, i));
        s.push(a.ms);
        l.push(b.ms);
        smallBytes = a.bytes;
        largeBytes = b.bytes;
      }
      const smallMs = median(s);
      const largeMs = median(l);
      const ratio = largeMs / smallMs;
      const figure = c.kind === "list" ? ratio / Math.max(1, largeBytes / smallBytes) : ratio;
      rows.push({ op: c.op, kind: c.kind, smallMs, largeMs, ratio, smallBytes, largeBytes, figure, met: figure <= 1.5 });
    }
    const reps = Math.max(3, Math.ceil(options.repeats / 2));
    const sm = await fanOut(small, "Denmark", reps);
    const l10 = await fanOut(large, "scale-1", reps);
    const lf = await fanOut(large, FANOUT_CHANNEL, reps);
    const perReceiverMs = (lf.ms - l10.ms) / (lf.receivers - l10.receivers);
    return {
      rows,
      fanout: { smallMs: sm.ms, smallReceivers: sm.receivers, large10Ms: l10.ms, large10Receivers: l10.receivers, largeMs: lf.ms, largeReceivers: lf.receivers, perReceiverMs, met: l10.ms / sm.ms <= 1.5 },
      seedMs,
      scale: SCALE,
      factor,
    };
  } finally {
    small.app.close();
    large.app.close();
  }
}

export function formatGrowth(g: GrowthResult): string {
  const pad = (s: string, n: number) => s.padEnd(n);
  const lines = [
    `cost-growth: per-request server time (in-process, one request at a time, median), development realm (small) / --scale realm (large: ${Math.round(g.scale.users * g.factor)} users, ${Math.round(g.scale.channels * g.factor)} channels, ${Math.round(g.scale.messages * g.factor)} messages, ${Math.round(g.scale.groups * g.factor)} groups; seeded in ${fmt(g.seedMs / 1000)} s)`,
    `  ${pad("operation", 44)} ${pad("kind", 7)} ${pad("small ms", 9)} ${pad("large ms", 9)} ${pad("large/small", 12)} answer bytes small→large; target`,
  ];
  for (const r of g.rows) {
    const target = r.kind === "list" ? `time per byte ${fmt(r.figure)}× (≤ 1.5)` : `≤ 1.5×`;
    lines.push(`  ${pad(r.op, 44)} ${pad(r.kind, 7)} ${pad(r.smallMs.toFixed(3), 9)} ${pad(r.largeMs.toFixed(3), 9)} ${pad(`${fmt(r.ratio)}×`, 12)} ${r.smallBytes}→${r.largeBytes}; ${target} ${r.met ? "met" : "NOT MET"}`);
  }
  const f = g.fanout;
  lines.push(
    `  event fan-out, one message to a channel whose subscribers all have an open queue: small realm ${f.smallReceivers} receivers ${f.smallMs.toFixed(2)} ms; large realm ${f.large10Receivers} receivers ${f.large10Ms.toFixed(2)} ms (${fmt(f.large10Ms / f.smallMs)}× — target ≤ 1.5×: ${f.met ? "met" : "NOT MET"}), ${f.largeReceivers} receivers ${f.largeMs.toFixed(2)} ms (${(f.perReceiverMs * 1000).toFixed(1)} µs per further receiver)`,
  );
  for (const [op, why] of Object.entries(NOT_TIMED)) lines.push(`  not timed: ${op} — ${why}`);
  const missed = g.rows.filter((r) => !r.met);
  lines.push(`  targets: ${g.rows.length - missed.length} of ${g.rows.length} operations met${missed.length ? `; not met: ${missed.map((r) => r.op).join(", ")}` : ""}`);
  return lines.join("\n");
}
