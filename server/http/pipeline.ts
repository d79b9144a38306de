// The request pipeline shared by every route: authentication (as the operation's security says), the caller's
// role (x-required-role, x-excluded-principals), strict parameter parsing, the parameter permission rules, ONE
// database transaction around the handler, events delivered after commit (each shaped once for the level), and
// the success envelope, shaped for the level through the operation's 200 schema.
import type { DB } from "../db/connection.ts";
import { ApiError } from "../errors.ts";
import type { EventSource, QueueManager } from "../events/queues.ts";
import type { LevelSpec, OperationView } from "../spec/index.ts";
import type { AppConfig } from "../config.ts";
import { authenticate } from "./auth.ts";
import type { Ctx, Route } from "./context.ts";
import { parseParams, readForm } from "./params.ts";
import { checkCaller, checkParameterRules } from "./permissions.ts";
import { pathNamesNothing } from "./path-ids.ts";
import { profileEvent } from "../profile.ts";
import { URLENCODED } from "../../lib/wire/index.ts";
import type { ApiLimiter, LoginLimiter } from "./rate-limit.ts";

export interface Services {
  db: DB;
  config: AppConfig;
  queues: QueueManager;
  spec: LevelSpec;
  logins: LoginLimiter;
  /** the API rate limit per account, when on */
  apiLimits?: ApiLimiter;
}


export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** One transaction runner per database (better-sqlite3 builds a wrapper per `transaction()` call: once, not per request). */
const runners = new WeakMap<DB, (fn: () => unknown) => unknown>();
function inTransaction<T>(db: DB, fn: () => T): T {
  let run = runners.get(db);
  if (!run) runners.set(db, (run = db.transaction((f: () => unknown) => f())));
  return run(fn) as T;
}

/** The query of a request URL, as URL.searchParams reads it (without parsing the whole URL again). */
function queryOf(url: string): URLSearchParams {
  const q = url.indexOf("?");
  if (q < 0) return new URLSearchParams();
  const hash = url.indexOf("#", q);
  return new URLSearchParams(url.slice(q + 1, hash < 0 ? undefined : hash));
}

export async function runRoute(
  request: Request,
  op: OperationView,
  pathParams: Record<string, string>,
  route: Route,
  services: Services,
  clientIp = "in-process",
  /** The node:http request the Request was made from, if any: its body is read from it directly (see readForm). */
  incoming?: Partial<AsyncIterable<Uint8Array>>,
): Promise<Response> {
  const { db, config, spec } = services;
  const user = op.authenticated ? authenticate(db, request.headers.get("authorization") ?? undefined) : null;
  // Every authenticated request counts against its account (Zulip's api_by_user), before anything else is checked.
  if (user) services.apiLimits?.count(request, user.id);
  checkCaller(spec, op, user);
  if (op.method !== "GET" && config.seedOnly.urlencodedOnly) refuseOtherBodies(request, incoming);
  if (!config.seedOnly.notFoundStatus) return runChecked(request, op, pathParams, route, services, user, clientIp, incoming);
  try {
    return await runChecked(request, op, pathParams, route, services, user, clientIp, incoming);
  } catch (err) {
    // notFoundStatus: a refusal of a request whose path names nothing is 404, with the same code and msg.
    if (err instanceof ApiError && err.status === 400 && pathNamesNothing(db, op, pathParams, user))
      throw new ApiError(err.code, err.message, 404, err.extra, err.options);
    throw err;
  }
}

/** urlencodedOnly: the seed's bodies are "form-encoded"; a body of any other type is refused, unread. */
function refuseOtherBodies(request: Request, incoming: Partial<AsyncIterable<Uint8Array>> | undefined): void {
  const type = request.headers.get("content-type");
  if (type === null || type.toLowerCase().startsWith(URLENCODED)) return;
  // Over node:http a body shows in its headers; a Request made in-process shows it as its body.
  const declared = Number(request.headers.get("content-length") ?? "0") > 0 || request.headers.has("transfer-encoding");
  if (!declared && (incoming || request.body === null)) return;
  throw new ApiError("BAD_REQUEST", `Unsupported Content-Type ${type.split(";")[0].trim()}: bodies must be ${URLENCODED}`, 415, {}, { keepMsg: true });
}

/** The fields an operation reads: its own, plus the body fields of the operation it also reads, from the query. */
const readsAlso = new WeakMap<OperationView, OperationView>();
function fieldsRead(op: OperationView, route: Route, spec: LevelSpec): OperationView {
  if (!route.alsoReads) return op;
  let view = readsAlso.get(op);
  if (!view) {
    const other = spec.operation(route.alsoReads);
    const own = new Set(op.fields.map((f) => f.wire));
    const extra = (other?.fields ?? []).filter((f) => f.in === "body" && !own.has(f.wire)).map((f) => ({ ...f, in: "query" as const, required: false }));
    readsAlso.set(op, (view = { ...op, fields: [...op.fields, ...extra] }));
  }
  return view;
}

async function runChecked(
  request: Request,
  op: OperationView,
  pathParams: Record<string, string>,
  route: Route,
  services: Services,
  user: ReturnType<typeof authenticate> | null,
  clientIp: string,
  incoming: Partial<AsyncIterable<Uint8Array>> | undefined,
): Promise<Response> {
  const { db, config, queues, spec } = services;
  const level = spec.level;
  const form = op.method === "GET" ? new Map<string, string>() : await readForm(request, config.maxBodyBytes, incoming);
  const parsed = parseParams(fieldsRead(op, route, spec), pathParams, queryOf(request.url), form);
  checkParameterRules(spec, op, user, parsed.params);
  const isLogin = typeof route.login === "function" ? route.login(config) : route.login;
  const loginName = isLogin ? String(parsed.params.username ?? "") : undefined;
  if (loginName !== undefined) services.logins.attempt(clientIp, loginName);

  const pending: [number[], EventSource][] = [];
  const now = () => Math.floor(config.clock.now() / 1000);
  const ctx: Ctx = {
    db,
    config,
    level,
    queues,
    spec,
    op: op.key,
    now,
    user,
    get me() {
      if (!user) throw new Error("route requires authentication");
      return user;
    },
    params: parsed.params,
    sent: parsed.sent,
    emit: (userIds, event) => pending.push([[...userIds], event]),
    // Read only by the routes that wait (GET /events): on a request from node:http, reading the signal makes the
    // adapter build a full Request, work the other routes need not pay for.
    get signal() {
      return request.signal;
    },
    clientIp,
    since: (ref) => spec.since(ref),
    error: (key, vars, o) => spec.error(key, vars, o),
  };

  let data: Record<string, unknown> | void;
  if (route.asyncHandler) {
    data = await route.asyncHandler(ctx);
  } else {
    let committedError: ApiError | null = null;
    try {
      data = inTransaction(db, () => {
        try {
          return route.handler!(ctx);
        } catch (err) {
          // An error that keeps the request's writes (INVITATION_FAILED) commits, then answers.
          if (err instanceof ApiError && err.options.commit) {
            committedError = err;
            return undefined;
          }
          throw err;
        }
      });
    } catch (err) {
      pending.length = 0; // rolled back: nothing happened, nothing to announce
      throw err;
    }
    publishAll(pending, services);
    if (committedError) throw committedError;
  }
  if (route.asyncHandler) publishAll(pending, services);
  if (loginName !== undefined) services.logins.succeeded(loginName);

  // Built with every field under its newest name; the level's shape comes from the spec (ignored_parameters_
  // unsupported, for one, exists from the level JsonSuccess dates it to).
  const envelope: Record<string, unknown> = { result: "success", msg: "" };
  if (parsed.ignored.length > 0) envelope.ignored_parameters_unsupported = parsed.ignored;
  if (route.shaped) {
    const { ignored_parameters_unsupported: ignored, ...rest } = spec.projectResponse(op.key, envelope);
    return json({ ...rest, ...(data ?? {}), ...(ignored ? { ignored_parameters_unsupported: ignored } : {}) });
  }
  const body: Record<string, unknown> = { result: "success", msg: "", ...(data ?? {}) };
  if (envelope.ignored_parameters_unsupported) body.ignored_parameters_unsupported = envelope.ignored_parameters_unsupported;
  return json(spec.projectResponse(op.key, body));
}

/**
 * Events go out after the commit, each shaped for the level once (a per-queue event once per queue). The change
 * has happened by then, so a failure to build or queue an event must not turn the answer into an error (the client
 * would retry a write that succeeded): it is logged, without details that could carry user data, and the other
 * events still go out.
 */
function publishAll(pending: [number[], EventSource][], services: Services): void {
  const { queues, config, spec } = services;
  for (const [ids, ev] of pending) {
    try {
      const shaped: EventSource =
        typeof ev === "function"
          ? (q) => {
              const e = ev(q);
              return e && spec.projectEvent(e);
            }
          : spec.projectEvent(ev);
      const plain = config.seedOnly.eventOps === "zulip" && config.seedOnly.eventPayloads === "zulip";
      queues.publish(ids, plain ? shaped : renamed(shaped, services));
    } catch (err) {
      config.log(`event not published: ${(err as Error)?.name ?? "error"}`);
    }
  }
}

/** The profile's form of each event (eventOps). */
function renamed(ev: EventSource, { config, spec }: Services): EventSource {
  if (typeof ev !== "function") return profileEvent(ev, config.seedOnly, spec.spec);
  return (q) => profileEvent(ev(q), config.seedOnly, spec.spec);
}
