// Look-ups and checks shared by the route files, with Zulip's messages (permissions: http/permissions.ts).
import { activeAmong, userById, type UserRow } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx } from "../http/context.ts";
import { canAccessUser, userAccessRestricted } from "../realm/access.ts";

/** Zulip's access_user_by_id: unknown or inaccessible (and, unless allowed, bot) users are the no-such-user error. */
export function accessUser(ctx: Ctx, id: number, o: { allowBots?: boolean; allowDeactivated?: boolean } = {}): UserRow {
  const u = Number.isSafeInteger(id) ? userById(ctx.db, id) : undefined;
  if (!u || !canAccessUser(ctx, ctx.me, u)) throw ctx.error("no-such-user");
  if (u.is_bot && o.allowBots === false) throw ctx.error("no-such-user");
  if (!u.is_active && o.allowDeactivated === false) throw badRequest("User is deactivated");
  return u;
}

/**
 * Everyone who receives realm-wide events: every active user, of whom only those holding an event queue can get one,
 * so the audience is looked up among them (the cost grows with the receivers, not with the realm).
 */
export const realmAudience = (ctx: Ctx) => activeAmong(ctx.db, ctx.queues.listeners());

/**
 * Who receives realm_user events about `target`: the active users who can access it (the spec's level of
 * RealmUserUpdateEvent's change), every active user before.
 */
export function userAudience(ctx: Ctx, target: UserRow): number[] {
  const all = realmAudience(ctx);
  if (!ctx.since("RealmUserUpdateEvent @changed") || !userAccessRestricted(ctx)) return all;
  return all.filter((id) => canAccessUser(ctx, userById(ctx.db, id)!, target));
}

/** Zulip's check_full_name. */
export function checkFullName(name: string, max: number): string {
  const trimmed = name.trim();
  if (trimmed.length > max) throw badRequest("Name too long!");
  if (trimmed.length < 1) throw badRequest("Name too short!");
  if (/[\u0000-\u001f*`\\>"@]/.test(trimmed)) throw badRequest("Invalid characters in name!");
  return trimmed;
}

/** Zulip's normalize_body: strip, refuse empty or NUL, truncate to the limit. */
export function normalizeBody(content: string, max: number): string {
  const body = content.trimEnd().replace(/^\n+/, "");
  if (body.length === 0) throw badRequest("Message must not be empty");
  if (body.includes("\u0000")) throw badRequest("Message must not contain null bytes");
  return body.length > max ? body.slice(0, max - "\n[message truncated]".length) + "\n[message truncated]" : body;
}

/** Zulip's truncate_topic, plus the NUL check. */
export function normalizeTopic(topic: string, max: number): string {
  const t = topic.trim();
  if (t.includes("\u0000")) throw badRequest("Topic must not contain null bytes");
  return t.length > max ? t.slice(0, max - 3) + "..." : t;
}
