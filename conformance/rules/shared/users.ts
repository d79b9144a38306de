// Helpers shared by the users, muting, user-groups and invites rules (not a rule: not listed in any index).
// Reading users and groups, and small comparisons. (Event queues: shared/events.ts, bounded long polls.)
import type { Caller, RuleContext } from "../types.ts";
import type { Exchange } from "../../engine/types.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { expectSuccess, expectThat, show, type Json } from "../expect.ts";

// Rule code reads server JSON; the response schemas are checked elsewhere (response_schema_conformance).

export const body = (ex: Exchange): Json => (bodyObject(ex.response) ?? {}) as Json;
export const isError = (ex: Exchange) => body(ex).result === "error";
export const isSuccess = (ex: Exchange) => ex.response.status >= 200 && ex.response.status < 300 && body(ex).result === "success";

export { show, type Json };

export const sameSet = (a: readonly unknown[], b: readonly unknown[]) => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Json)[k], (b as Json)[k]));
}

// ---------------------------------------------------------------- users

/** GET /users/{user_id}; the user object on success. */
export async function fetchUser(caller: Caller, userId: number, query: Json = {}): Promise<{ ex: Exchange; user?: Json }> {
  const ex = await caller.call("GET /users/{user_id}", { path: { user_id: userId }, query });
  const user = isSuccess(ex) ? body(ex).user : undefined;
  return { ex, user: user && typeof user === "object" ? user : undefined };
}

/** GET /users/{user_id}, which must succeed (the caller is an administrator or the accounts are visible). */
export async function readUser(caller: Caller, userId: number, query: Json = {}): Promise<Json> {
  const { ex, user } = await fetchUser(caller, userId, query);
  expectSuccess(ex, `reading user ${userId}`);
  expectThat(user !== undefined, { title: "GET /users/{user_id} without a user object", expected: "a `user` object", received: show(body(ex)), exchange: ex });
  return user!;
}

/** A new email address carrying the run prefix (an invitee no server has); `label` is unique to the calling rule. */
export const newAddress = (ctx: RuleContext, label: string) => `${ctx.name(label)}@example.com`;

/** The requester's delivery address (falls back to the API email where delivery_email is not given). */
export async function deliveryEmail(caller: Caller): Promise<string> {
  const me = expectSuccess(await caller.call("GET /users/me"), "GET /users/me");
  return typeof me.delivery_email === "string" ? me.delivery_email : caller.email;
}

// ---------------------------------------------------------------- user groups

export async function listGroups(caller: Caller): Promise<Json[]> {
  const b = expectSuccess(await caller.call("GET /user_groups"), "listing user groups");
  return Array.isArray(b.user_groups) ? (b.user_groups as Json[]) : [];
}

export const groupNamed = (groups: Json[], name: string) => groups.filter((g) => g?.name === name);

// ---------------------------------------------------------------- channels

/** A channel the caller can see (subscribed first, then public), or undefined. */
export async function visibleChannelId(caller: Caller): Promise<number | undefined> {
  const ex = await caller.call("GET /streams");
  const streams = isSuccess(ex) && Array.isArray(body(ex).streams) ? (body(ex).streams as Json[]) : [];
  const open = streams.find((s) => s.invite_only === false) ?? streams[0];
  return typeof open?.stream_id === "number" ? open.stream_id : undefined;
}

// ---------------------------------------------------------------- custom profile fields

const runFields = new Map<string, Promise<number>>();

/**
 * A short-text custom profile field (type 1) created for this run (one per run prefix and `which`, shared by the
 * rules that need one; `which` 1 is a second field, for lists of several entries). Profile fields cannot be deleted
 * through the seed's API: the name carries the run prefix.
 */
export function runProfileField(ctx: RuleContext, admin: Caller, which = 0): Promise<number> {
  const key = `${ctx.prefix}#${which}`;
  let field = runFields.get(key);
  if (!field) {
    field = (async () => {
      const ex = await admin.call("POST /realm/profile_fields", { body: { name: ctx.name("users-cpf"), hint: "", field_type: 1 } });
      const created = expectSuccess(ex, "creating a short-text custom profile field");
      expectThat(Number.isInteger(created.id), { title: "POST /realm/profile_fields without an integer id", expected: "id, an integer", received: show(created), exchange: ex });
      return created.id as number;
    })();
    runFields.set(key, field);
    field.catch(() => runFields.delete(key));
  }
  return field;
}

/** The run's short-text profile field (`which`, as above), with `target`'s value in it cleared when the rule ends. */
export async function clearedProfileField(ctx: RuleContext, admin: Caller, target: Caller, which = 0): Promise<number> {
  const field = await runProfileField(ctx, admin, which);
  ctx.cleanup(`clear field ${field} of ${target.email}`, () =>
    admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value: null }] } }),
  );
  return field;
}

/** Full names: letters and single spaces, as any server accepts them. */
export const FULL_NAME = /^[A-Z][a-z]{2,10}( [A-Z][a-z]{1,10}){1,2}$/;
/** Short-text profile values. */
export const SHORT_TEXT = /^[A-Za-z0-9][A-Za-z0-9 .-]{0,24}[A-Za-z0-9]$/;

// ---------------------------------------------------------------- user access

/**
 * Whether `viewer` can access user `targetId`: GET /users/{user_id} as the viewer answers that user as an
 * administrator sees it (same user_id and full_name). A refusal, or a placeholder for a user the viewer may not
 * see, means it cannot.
 */
export async function canAccess(viewer: Caller, targetId: number, adminView: Json): Promise<boolean> {
  if (viewer.userId === targetId) return true;
  const { user } = await fetchUser(viewer, targetId);
  return user?.user_id === targetId && user.full_name === adminView.full_name;
}
