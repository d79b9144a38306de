// The request pipeline shared by every route: operation lookup at the server's feature level,
// authentication, strict parameter parsing, ONE database transaction around the handler, events
// delivered after commit, and the success envelope (with ignored_parameters_unsupported from 167).
import type { Context } from "hono";
import type { DB } from "../db/connection.ts";
import { ApiError } from "../errors.ts";
import type { EventSource, QueueManager } from "../events/queues.ts";
import { findOperation } from "../spec/index.ts";
import type { AppConfig } from "../config.ts";
import { authenticate } from "./auth.ts";
import type { Ctx, Route } from "./context.ts";
import { parseParams, readForm } from "./params.ts";

export interface Services {
  db: DB;
  config: AppConfig;
  queues: QueueManager;
}

export const notFound = () => new ApiError("BAD_REQUEST", "Endpoint does not exist", 404);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

export async function runRoute(c: Context, route: Route, services: Services): Promise<Response> {
  const { db, config, queues } = services;
  const level = config.featureLevel;
  let specPath = route.path;
  let pathParams: Record<string, string> = c.req.param() as Record<string, string>;
  if (route.pick) ({ path: specPath, pathParams } = route.pick(pathParams));
  const op = findOperation(level, route.method, specPath);
  if (!op) throw notFound(); // the endpoint does not exist at this feature level

  const user = route.auth === "user" ? authenticate(db, c.req.header("authorization")) : null;
  const form = route.method === "GET" ? new Map<string, string>() : await readForm(c.req.raw, config.maxBodyBytes);
  const parsed = parseParams(op, pathParams, new URL(c.req.url).searchParams, form);

  const pending: [number[], EventSource][] = [];
  const ctx: Ctx = {
    db,
    config,
    level,
    queues,
    now: () => Math.floor(config.clock.now() / 1000),
    user,
    get me() {
      if (!user) throw new Error("route requires authentication");
      return user;
    },
    params: parsed.params,
    sent: parsed.sent,
    emit: (userIds, event) => pending.push([[...userIds], event]),
    signal: c.req.raw.signal,
  };

  let data: Record<string, unknown> | void;
  if (route.asyncHandler) {
    data = await route.asyncHandler(ctx);
  } else {
    let committedError: ApiError | null = null;
    try {
      data = db.transaction(() => {
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
      })();
    } catch (err) {
      pending.length = 0; // rolled back: nothing happened, nothing to announce
      throw err;
    }
    publishAll(pending, services);
    if (committedError) throw committedError;
  }
  if (route.asyncHandler) publishAll(pending, services);

  const body: Record<string, unknown> = { result: "success", msg: "", ...(data ?? {}) };
  if (level >= 167 && parsed.ignored.length > 0) body.ignored_parameters_unsupported = parsed.ignored;
  return json(body);
}

/**
 * Events go out after the commit. The change has happened by then, so a failure to build or queue an event must not
 * turn the answer into an error (the client would retry a write that succeeded): it is logged, without details that
 * could carry user data, and the other events still go out.
 */
function publishAll(pending: [number[], EventSource][], { queues, config }: Services): void {
  for (const [ids, ev] of pending) {
    try {
      queues.publish(ids, ev);
    } catch (err) {
      config.log(`event not published: ${(err as Error)?.name ?? "error"}`);
    }
  }
}
