// createApp(options): the whole server as a standard fetch handler, so tests and the conformance
// suite can run it in-process; main.ts serves it over HTTP.
//
// Routing is derived from the spec: a request is matched (lib/spec matchOperation) against the operations that
// exist at the server's feature level, in the app's own spec file, and handed to the route registered for that
// operation. An unknown path is 404; a known path with another method is 405 with Allow (as Zulip).
import { HTTP_METHODS, listOperations, matchOperation, pathExists } from "../lib/spec/index.ts";
import { resolveConfig, type AppConfig, type AppOptions } from "./config.ts";
import { openDatabase, type DB } from "./db/connection.ts";
import { ApiError, errorResponse } from "./errors.ts";
import { QueueManager } from "./events/queues.ts";
import type { Route } from "./http/context.ts";
import { runRoute, type Services } from "./http/pipeline.ts";
import { profileError, unknownRoute } from "./profile.ts";
import { ApiLimiter, LoginLimiter } from "./http/rate-limit.ts";
import { isSeeded, seedDevRealm } from "./realm/dev-realm.ts";
import { ensureOrganization, holdsDevRealm } from "./realm/organization.ts";
import { setRealmSetting } from "./db/repos/realm.ts";
import { ALL_ROUTES } from "./routes/index.ts";
import { operationKey, serverSpec, type LevelSpec } from "./spec/index.ts";

export type { AppOptions } from "./config.ts";

/** What a Node HTTP adapter passes beside the request (@hono/node-server: the incoming message). */
export interface FetchEnv {
  incoming?: { socket?: { remoteAddress?: string } } & Partial<AsyncIterable<Uint8Array>>;
}

/** Refusal to open a database: one line for the operator. */
export class StartupError extends Error {}

export interface TeamchatApp {
  /** `env` carries the client's socket when served over HTTP (main.ts); its address keys the login rate limit. */
  fetch(request: Request, env?: FetchEnv): Promise<Response>;
  close(): void;
  readonly db: DB;
  readonly config: AppConfig;
  readonly queues: QueueManager;
  /** the spec the server follows, at its feature level */
  readonly spec: LevelSpec;
}

export const API_PREFIX = "/api/v1";

/** The routes by operation, checked against the spec: a route for an operation the spec does not have is a bug. */
export function routeTable(spec: LevelSpec, routes: Route[] = ALL_ROUTES): Map<string, Route> {
  const table = new Map<string, Route>();
  const known = new Set(listOperations(spec.spec.doc).map((o) => operationKey(o.method, o.path)));
  for (const r of routes) {
    if (!known.has(r.op)) throw new Error(`route ${r.op} is not an operation of ${spec.spec.path}`);
    if (table.has(r.op)) throw new Error(`two routes for ${r.op}`);
    if (!r.handler === !r.asyncHandler) throw new Error(`route ${r.op} needs exactly one of handler and asyncHandler`);
    table.set(r.op, r);
  }
  return table;
}

export function createApp(options: AppOptions = {}): TeamchatApp {
  const config = resolveConfig(options);
  const spec = serverSpec(config.specPath).at(config.featureLevel);
  const routes = routeTable(spec);
  const db = openDatabase(config.dbFile);
  try {
    // A production server never runs over the development realm's public passwords (unless a test seeds it on purpose).
    if (config.production && options.seed !== true && holdsDevRealm(db))
      throw new StartupError(
        `${config.dbFile} holds the development realm (its passwords are public): production mode needs a database of its own (--db)`,
      );
    ensureOrganization(db);
    if (config.seed && !isSeeded(db)) seedDevRealm(db, Math.floor(config.clock.now() / 1000), spec, config.seedApiKey);
    for (const [name, value] of Object.entries(options.realmSettings ?? {})) setRealmSetting(db, name, value);
  } catch (err) {
    db.close();
    throw err;
  }
  const queues = new QueueManager(() => config.clock.now(), {
    idleMs: config.queueIdleTimeoutMs,
    heartbeatMs: config.heartbeatMs,
    maxQueuesPerUser: config.maxQueuesPerUser,
    maxEventsPerQueue: config.maxEventsPerQueue,
    maxQueueBytes: config.maxQueueBytes,
  });
  const logins = new LoginLimiter(config.loginRateLimits, config.clock);
  // The API rate limit per account (on in production by default): counted in the pipeline once the caller is known,
  // its headers added to every answer to a counted request below.
  const apiLimits = config.apiRateLimit ? new ApiLimiter(config.apiRateLimit, config.clock) : undefined;
  const services: Services = { db, config, queues, spec, logins, apiLimits };
  // The operations this profile serves: without the spec's beyond-seed operations when the profile leaves them out
  // (seedOnly.beyondSeed false), which then answer as unknown routes.
  const switches = config.seedOnly;
  const served = switches.beyondSeed
    ? spec
    : { operations: spec.operations.filter((o) => !o.beyondSeed), anySegment: spec.anySegment.filter((o) => !o.beyondSeed) };
  const notFound = () => unknownRoute(switches);

  async function dispatch(request: Request, env: FetchEnv | undefined): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (!path.startsWith(API_PREFIX + "/")) throw notFound();
    const rel = path.slice(API_PREFIX.length);
    let match: ReturnType<typeof matchOperation>;
    let allowed: string[] = [];
    let leftOut = false;
    try {
      match = matchOperation(served.operations, request.method, rel) ?? matchOperation(served.anySegment, request.method, rel);
      leftOut = !match && served !== spec && matchOperation(spec.anySegment, request.method, rel) !== undefined;
      if (!match && pathExists(served.anySegment, rel))
        allowed = HTTP_METHODS.filter((m) => matchOperation(served.anySegment, m, rel)).map((m) => m.toUpperCase());
    } catch {
      throw notFound(); // a malformed percent-escape names no operation
    }
    // An operation the profile leaves out: an unknown route (405 names what the path serves here, possibly nothing).
    if (leftOut) throw unknownRoute(switches, switches.missingRouteStatus, switches.missingRouteStatus === 405 ? allowed : undefined);
    const route = match && routes.get(operationKey(match.operation.method, match.operation.path));
    if (match && route) return runRoute(request, spec.operation(route.op)!, match.pathParams, route, services, env?.incoming?.socket?.remoteAddress, env?.incoming);
    // A known path with another method: Zulip lists the allowed methods.
    if (allowed.length > 0)
      throw new ApiError("BAD_REQUEST", "Method Not Allowed", 405, { allowed_methods: allowed }, { headers: { Allow: allowed.join(", ") } });
    throw notFound();
  }

  let closed = false;
  return {
    async fetch(request: Request, env?: FetchEnv): Promise<Response> {
      if (closed) return errorResponse(new ApiError("BAD_REQUEST", "Server is shutting down", 503));
      let response: Response;
      try {
        response = await dispatch(request, env);
      } catch (err) {
        response = errorResponse(profileError(err, switches, spec.spec), (e) => config.log(`internal error: ${(e as Error)?.stack ?? e}`));
      }
      return apiLimits ? apiLimits.decorate(request, response) : response;
    },
    close() {
      if (closed) return;
      closed = true;
      queues.close();
      db.close();
    },
    db,
    config,
    queues,
    spec,
  };
}
