// What a route handler receives: the authenticated user, the parsed parameters, the database (inside
// the request's transaction), the feature level, the clock and an event emitter that delivers only
// after the transaction commits.
import type { DB } from "../db/connection.ts";
import type { UserRow } from "../db/repos/users.ts";
import type { EventSource, QueueManager } from "../events/queues.ts";
import type { AppConfig } from "../config.ts";

export interface Ctx {
  db: DB;
  config: AppConfig;
  level: number;
  queues: QueueManager;
  /** UNIX seconds from the injected clock */
  now(): number;
  user: UserRow | null;
  /** the authenticated user (routes that require authentication) */
  me: UserRow;
  params: Record<string, any>;
  /** parameters present in the request (canonical names) */
  sent: Set<string>;
  emit(userIds: Iterable<number>, event: EventSource): void;
  signal: AbortSignal | undefined;
}

export type Handler = (ctx: Ctx) => Record<string, unknown> | void;
export type AsyncHandler = (ctx: Ctx) => Promise<Record<string, unknown> | void>;

export interface Route {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** the spec path of the operation */
  path: string;
  /** "user": HTTP Basic required; "none": no authentication */
  auth: "user" | "none";
  handler?: Handler;
  /** long-running handlers (GET /events) run outside the database transaction */
  asyncHandler?: AsyncHandler;
  /** choose between spec operations sharing one URL shape (GET /users/{user_id} vs /users/{email}) */
  pick?: (pathParams: Record<string, string>) => { path: string; pathParams: Record<string, string> };
}
