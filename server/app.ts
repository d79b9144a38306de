// createApp(options): the whole server as a standard fetch handler, so tests and the conformance
// suite can run it in-process; main.ts serves it over HTTP.
import { Hono } from "hono";
import { resolveConfig, type AppConfig, type AppOptions } from "./config.ts";
import { openDatabase, type DB } from "./db/connection.ts";
import { ApiError, errorResponse } from "./errors.ts";
import { QueueManager } from "./events/queues.ts";
import type { Route } from "./http/context.ts";
import { json, notFound, runRoute } from "./http/pipeline.ts";
import { isSeeded, seedDevRealm } from "./realm/dev-realm.ts";
import { ALL_ROUTES } from "./routes/index.ts";

export type { AppOptions } from "./config.ts";

export interface TeamchatApp {
  fetch(request: Request): Promise<Response>;
  close(): void;
  readonly db: DB;
  readonly config: AppConfig;
  readonly queues: QueueManager;
}

export const API_PREFIX = "/api/v1";

/** A path parameter matches any segment; a malformed integer is then a BAD_REQUEST naming the parameter (a
 *  status the spec documents), not an unknown endpoint. */
function honoPath(route: Route): string {
  return route.path.replace(/\{([a-z_]+)\}/g, (_, name: string) => `:${name}`);
}
function pathRegex(route: Route): RegExp {
  const body = route.path
    .split(/(\{[a-z_]+\})/)
    .map((part) => {
      const m = /^\{([a-z_]+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return "[^/]+";
    })
    .join("");
  return new RegExp(`^${body}/?$`);
}

export function createApp(options: AppOptions = {}): TeamchatApp {
  const config = resolveConfig(options);
  const db = openDatabase(config.dbFile);
  if (config.seed && !isSeeded(db)) seedDevRealm(db, Math.floor(config.clock.now() / 1000));
  const queues = new QueueManager(() => config.clock.now(), config.queueIdleTimeoutMs, config.heartbeatMs);
  const services = { db, config, queues };

  const app = new Hono();
  const shapes = ALL_ROUTES.map((r) => ({ method: r.method, regex: pathRegex(r) }));
  for (const route of ALL_ROUTES) app.on(route.method, API_PREFIX + honoPath(route), (c) => runRoute(c, route, services));

  // A known path with another method is 405 (Zulip lists the allowed methods); anything else 404.
  app.all("*", (c) => {
    const path = new URL(c.req.url).pathname;
    const rel = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : null;
    const allowed = rel === null ? [] : [...new Set(shapes.filter((s) => s.regex.test(rel)).map((s) => s.method))];
    if (allowed.length > 0 && !allowed.includes(c.req.method as Route["method"]))
      return json({ result: "error", msg: "Method Not Allowed", code: "BAD_REQUEST", allowed_methods: allowed }, 405, { Allow: allowed.join(", ") });
    throw notFound();
  });
  app.onError((err) => errorResponse(err, (e) => config.log(`internal error: ${(e as Error)?.stack ?? e}`)));

  let closed = false;
  return {
    async fetch(request: Request): Promise<Response> {
      if (closed) return errorResponse(new ApiError("BAD_REQUEST", "Server is shutting down", 503));
      return app.fetch(request);
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
  };
}
