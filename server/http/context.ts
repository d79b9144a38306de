// What a route handler receives: the authenticated user, the parsed parameters, the database (inside
// the request's transaction), the spec at the server's feature level, the clock and an event emitter that
// delivers only after the transaction commits.
import type { DB } from "../db/connection.ts";
import type { UserRow } from "../db/repos/users.ts";
import type { EventSource, QueueManager } from "../events/queues.ts";
import type { AppConfig } from "../config.ts";
import type { ApiError } from "../errors.ts";
import type { ErrorOptions, LevelSpec } from "../spec/index.ts";

/** What the renderers and access rules need: the data, the spec at the level (roles, shapes) and the clock. */
export interface Realm {
  db: DB;
  spec: LevelSpec;
  /** UNIX seconds from the injected clock */
  now(): number;
  /** the server's options (a request's Ctx has them; renderers read the profile's list order from them) */
  config?: AppConfig;
}

export interface Ctx extends Realm {
  config: AppConfig;
  /** the advertised feature level (what the spec is viewed at) */
  level: number;
  queues: QueueManager;
  /** the operation being served, "METHOD /path" */
  op: string;
  user: UserRow | null;
  /** the authenticated user (routes that require authentication) */
  me: UserRow;
  params: Record<string, any>;
  /** parameters present in the request (canonical names) */
  sent: Set<string>;
  emit(userIds: Iterable<number>, event: EventSource): void;
  signal: AbortSignal | undefined;
  /** the client's IP address (the socket's peer; "in-process" for requests given to app.fetch without one) */
  clientIp: string;
  /** Whether the level has reached a spec element's event: `since("Channel.creator_id")`, `since("... @changed")`. */
  since(levelRef: string): boolean;
  /** The x-errors row `key` as an error to throw: `throw ctx.error("invalid-member", { user_id })`. */
  error(key: string, vars?: Record<string, string | number>, o?: ErrorOptions): ApiError;
}

export type Handler = (ctx: Ctx) => Record<string, unknown> | void;
export type AsyncHandler = (ctx: Ctx) => Promise<Record<string, unknown> | void>;

/**
 * The handler of one operation of the spec, named `"METHOD /path"` as openapi.yaml writes it. Authentication,
 * x-required-role, x-excluded-principals and the generic x-permission-rules come from the operation itself.
 */
export interface Route {
  op: string;
  handler?: Handler;
  /** Another operation whose body fields this one also reads from the query (GET /events reads the register
   *  parameters, POST /register's, when it registers a queue itself: the seed's words). */
  alsoReads?: string;
  /** long-running handlers (GET /events) run outside the database transaction */
  asyncHandler?: AsyncHandler;
  /** the success body is already shaped for the level (GET /events: events are projected when published) */
  shaped?: boolean;
  /** A login (POST /fetch_api_key, POST /dev_fetch_api_key): the pipeline counts it against the login rate limits
   *  per IP address and per `username` before the handler runs; a success clears the username's record. A function
   *  decides by the server's configuration. */
  login?: boolean | ((config: AppConfig) => boolean);
}
