// A small spec-driven stand-in for the reference server, correct on everything the conformance suite checks:
// it parses parameters per the spec's wire format, answers the spec's examples, and implements the handful of
// behaviours the shipped seed rules test. Broken servers (broken-servers.ts) wrap its fetch.
import { createAjv, listOperations, loadSpec, matchOperation, type OperationInfo } from "../../../lib/spec/index.ts";

type Body = Record<string, unknown>;
export interface User {
  id: number;
  email: string;
  key: string;
  role: number;
  isBot: boolean;
  name: string;
}
export interface Call {
  op: OperationInfo;
  user?: User;
  params: Record<string, unknown>;
  pathParams: Record<string, string>;
}
export type Reply = { status: number; body: Body; headers?: Record<string, string> };
export type Handler = (c: Call, state: State) => Reply;

export interface State {
  users: User[];
  streams: Set<number>;
  mutes: Set<string>;
  level: number;
}

const USERS: [string, number, boolean?][] = [
  ["desdemona", 100],
  ["iago", 200],
  ["shiva", 300],
  ["hamlet", 400],
  ["othello", 400],
  ["cordelia", 400],
  ["polonius", 600],
  ["default-bot", 400, true],
];

export const ok = (body: Body = {}): Reply => ({ status: 200, body: { result: "success", msg: "", ...body } });
export const bad = (msg: string, code = "BAD_REQUEST", extra: Body = {}): Reply => ({ status: 400, body: { result: "error", msg, code, ...extra } });
const example = (op: OperationInfo): Body | undefined => op.operation.responses?.["200"]?.content?.["application/json"]?.example;

const HANDLERS: Record<string, Handler> = {
  "GET /server_settings": (c, s) => ok({ ...example(c.op), service_feature_level: s.level }),
  "POST /dev_fetch_api_key": (c, s) => {
    const u = s.users.find((x) => x.email === c.params.username);
    return u ? ok({ api_key: u.key, email: u.email, user_id: u.id }) : bad("This user is not registered; do so from a browser.");
  },
  "POST /fetch_api_key": () => ({ status: 401, body: { result: "error", msg: "Your username or password is incorrect", code: "AUTHENTICATION_FAILED" } }),
  "GET /users/me": (c) => {
    const u = c.user!;
    const role = { is_admin: u.role <= 200, is_owner: u.role === 100, is_guest: u.role === 600 };
    const { profile_data, ...rest } = example(c.op)!;
    return ok({ ...rest, ...(u.isBot ? {} : { profile_data }), user_id: u.id, email: u.email, delivery_email: u.email, full_name: u.name, role: u.role, is_bot: u.isBot, ...role });
  },
  "GET /streams": (c) => (c.params.include_all_active === true && c.user!.role > 200 ? bad("User not authorized for this query") : ok(example(c.op))),
  "GET /streams/{stream_id}": (c, s) => (s.streams.has(Number(c.pathParams.stream_id)) ? ok({ ...example(c.op), stream: { ...(example(c.op)!.stream as Body), stream_id: Number(c.pathParams.stream_id) } }) : bad("Invalid channel ID")),
  "PATCH /streams/{stream_id}": (c, s) => (s.streams.has(Number(c.pathParams.stream_id)) ? ok() : bad("Invalid channel ID")),
  "POST /users/me/muted_users/{muted_user_id}": (c, s) => {
    const target = Number(c.pathParams.muted_user_id);
    const key = `${c.user!.id}:${target}`;
    if (target === c.user!.id) return bad("Cannot mute self");
    if (!s.users.some((u) => u.id === target)) return bad("No such user");
    if (s.mutes.has(key)) return bad("User already muted");
    s.mutes.add(key);
    return ok();
  },
  "DELETE /users/me/muted_users/{muted_user_id}": (c, s) => {
    const key = `${c.user!.id}:${Number(c.pathParams.muted_user_id)}`;
    if (!s.mutes.delete(key)) return bad("User is not muted");
    return ok();
  },
};

/** Every other operation answers its 200 example for known objects and an error for unknown IDs. */
const fallback: Handler = (c) => {
  const ids = Object.entries(c.pathParams).filter(([k]) => k.endsWith("_id"));
  if (ids.some(([, v]) => Number(v) > 1000)) return bad("Invalid ID");
  const ex = example(c.op);
  return ex ? ok(ex) : bad("Not available in the fake server");
};

export interface FakeServer {
  fetch(req: Request): Promise<Response>;
  state: State;
}

export function createFakeServer(options: { level?: number; handlers?: Record<string, Handler> } = {}): FakeServer {
  const level = options.level ?? 267;
  const doc = loadSpec({ level });
  const ops = listOperations(doc);
  const ajv = createAjv();
  const state: State = {
    users: USERS.map(([name, role, isBot], i) => ({ id: i + 1, email: `${name}@zulip.com`, key: `key-${name}-0123456789`, role, isBot: !!isBot, name })),
    streams: new Set([1, 2, 3, 7]),
    mutes: new Set(),
    level,
  };
  const handlers = { ...HANDLERS, ...options.handlers };
  const reply = (r: Reply) =>
    new Response(JSON.stringify(r.body), { status: r.status, headers: { "content-type": "application/json", ...r.headers } });

  return {
    state,
    async fetch(req) {
      const url = new URL(req.url);
      if (!url.pathname.startsWith("/api/v1/")) return reply({ status: 404, body: { result: "error", msg: "Not Found", code: "NOT_FOUND" } });
      const match = matchOperation(ops, req.method, url.pathname.slice("/api/v1".length));
      if (!match) return reply({ status: 404, body: { result: "error", msg: "Not Found", code: "NOT_FOUND" } });
      const { operation: op, pathParams } = match;
      let user: User | undefined;
      if (op.requiredRole !== "anonymous") {
        const [email, key] = Buffer.from((req.headers.get("authorization") ?? "").replace(/^Basic /, ""), "base64").toString().split(":");
        user = state.users.find((u) => u.email === email && u.key === key);
        if (!user) return reply({ status: 401, headers: { "www-authenticate": 'Basic realm="zulip"' }, body: { result: "error", msg: "Not logged in: API authentication or user session required", code: "UNAUTHORIZED" } });
      }
      const raw: Record<string, string> = Object.fromEntries(url.searchParams);
      if (req.method !== "GET" && req.body) {
        const form = await req.formData().catch(() => undefined);
        form?.forEach((v, k) => (raw[k] = String(v)));
      }
      const params: Record<string, unknown> = {};
      const declared = [...op.parameters.filter((p) => p.in === "query"), ...(op.body?.fields ?? [])];
      for (const p of declared) {
        const wire = raw[p.name];
        if (wire === undefined) {
          if (p.required) return reply(bad(`Missing '${p.name}' argument`));
          continue;
        }
        let value: unknown = wire;
        if (p.jsonEncoded || p.schema.type !== "string") {
          try {
            value = JSON.parse(wire);
          } catch {
            return reply(bad(`Argument "${p.name}" is not valid JSON.`));
          }
        }
        if (!ajv.validate(p.schema, value)) return reply(bad(`Invalid ${p.name}`));
        params[p.name] = value;
      }
      for (const p of op.parameters.filter((p) => p.in === "path")) {
        if (p.schema.type === "integer" && !/^\d+$/.test(pathParams[p.name])) return reply(bad(`Invalid ${p.name}`));
      }
      const ranks: Record<string, number> = { guest: 600, member: 400, moderator: 300, administrator: 200, owner: 100 };
      if (user && (user.role > (ranks[op.requiredRole] ?? 600) || (op.excludedPrincipals.includes("bot") && user.isBot))) return reply(bad("Insufficient permission"));
      const ignored = Object.keys(raw).filter((k) => !declared.some((p) => p.name === k));
      const r = (handlers[`${req.method} ${op.path}`] ?? fallback)({ op, user, params, pathParams }, state);
      if (r.body.result === "success" && ignored.length && level >= 167) r.body = { ...r.body, ignored_parameters_unsupported: ignored };
      return reply(r);
    },
  };
}
