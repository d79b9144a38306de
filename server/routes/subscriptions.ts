// Beyond the seed: POST/DELETE /users/me/subscriptions (Zulip's subscribe/unsubscribe), the
// operations that emit subscription events.
import { groupById, isUserInGroup, systemGroupId } from "../db/repos/groups.ts";
import { createStream, streamById, streamByName, subscribeMany, subscription, unsubscribeMany, type StreamRow } from "../db/repos/streams.ts";
import { asciiLower, usersByEmails, usersByIds, type UserRow } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { canAccessStreamContent } from "../realm/access.ts";
import { canMakeWebPublic, canSubscribeOthers } from "../realm/settings.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { streamObject, subscriptionObject } from "../render/stream.ts";
import { checkStreamDescription, checkStreamName, streamAudience } from "./streams.ts";
import { includesSubscribers } from "./register.ts";

/** Subscriptions one request may change at most (principals × channels): each is a row and an event. */
export const MAX_SUBSCRIPTION_CHANGES = 10_000;

function checkChanges(users: number, streams: number): void {
  if (users * streams > MAX_SUBSCRIPTION_CHANGES)
    throw badRequest(`Too many subscription changes in one request (${users} users × ${streams} channels; limit: ${MAX_SUBSCRIPTION_CHANGES})`);
}

/**
 * The principals, each once, in the order of their first mention: duplicates collapse before the lookups, which are
 * one query for the IDs and one for the emails (the list's length is the spec's maxItems at most). The first one
 * that names no active user is refused, as before.
 */
function principals(ctx: Ctx): UserRow[] {
  const list: (string | number)[] | undefined = ctx.params.principals;
  if (!list || list.length === 0) return [ctx.me];
  const unique = [...new Set(list)];
  const ids = unique.filter((p): p is number => typeof p === "number");
  const emails = unique.filter((p): p is string => typeof p !== "number");
  const byId = new Map(ids.length ? usersByIds(ctx.db, ids).map((u) => [u.id, u]) : []);
  const byEmail = new Map(emails.length ? usersByEmails(ctx.db, emails).map((u) => [asciiLower(u.email), u]) : []);
  const out = new Map<number, UserRow>();
  for (const p of unique) {
    const u = typeof p === "number" ? byId.get(p) : byEmail.get(asciiLower(p));
    if (!u || !u.is_active) throw typeof p === "number" ? ctx.error("no-such-user") : badRequest(`User not authorized to execute queries on behalf of '${p}'`);
    if (!out.has(u.id)) out.set(u.id, u);
  }
  return [...out.values()];
}

function emitAdd(ctx: Ctx, user: UserRow, streams: StreamRow[]) {
  if (streams.length === 0) return;
  ctx.emit([user.id], (q) => ({
    type: "subscription",
    op: "add",
    // Entries carry subscribers only for a queue registered with include_subscribers (Channel object: subscribers).
    subscriptions: streams.map((s) => subscriptionObject(ctx, s, subscription(ctx.db, user.id, s.id)!, includesSubscribers(q))),
  }));
}

/** One peer_add per channel for all the users added to it (Zulip's batching): the audience is computed once. */
function emitPeerAdd(ctx: Ctx, s: StreamRow, userIds: number[]) {
  if (userIds.length === 0) return;
  const added = new Set(userIds);
  const others = streamAudience(ctx, s).filter((id) => !added.has(id));
  ctx.emit(others, { type: "subscription", op: "peer_add", stream_ids: [s.id], user_ids: userIds });
}

function subscribeRoute(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  const users = principals(ctx);
  if (users.some((u) => u.id !== me.id) && !canSubscribeOthers(ctx, me)) throw ctx.error("insufficient-permission");
  const streams: StreamRow[] = [];
  for (const entry of p.subscriptions as { name: string; description?: string }[]) {
    const name = checkStreamName(entry.name);
    let s = streamByName(db, name);
    if (s) {
      if (!canAccessStreamContent(ctx, me, s)) throw badRequest(`Unable to access channel (${name}).`);
    } else {
      if (ctx.spec.isRole(me, "guest")) throw ctx.error("insufficient-permission");
      if (p.is_web_public && !canMakeWebPublic(ctx, me)) throw ctx.error("insufficient-permission");
      const description = checkStreamDescription(entry.description ?? "");
      const invite = !!p.invite_only;
      s = createStream(db, {
        name,
        description,
        rendered_description: renderMarkdown(description),
        date_created: ctx.now(),
        creator_id: me.id,
        invite_only: invite ? 1 : 0,
        is_web_public: p.is_web_public ? 1 : 0,
        history_public_to_subscribers: invite ? (p.history_public_to_subscribers === false ? 0 : 1) : 1,
        stream_post_policy: 1,
        message_retention_days: null,
        can_remove_subscribers_group: systemGroupId(db, "role:administrators"),
        is_default: 0,
      });
      ctx.emit(streamAudience(ctx, s), { type: "stream", op: "create", streams: [streamObject(ctx, s)] });
    }
    streams.push(s);
  }
  const subscribed: Record<string, string[]> = {};
  const already: Record<string, string[]> = {};
  // A channel named twice is one channel.
  const unique = [...new Map(streams.map((s) => [s.id, s])).values()];
  checkChanges(users.length, unique.length);
  const userIds = users.map((u) => u.id);
  const addedTo = new Map<number, Set<number>>();
  for (const s of unique) {
    const added = subscribeMany(db, userIds, s.id);
    addedTo.set(s.id, new Set(added));
    emitPeerAdd(ctx, s, added);
  }
  for (const u of users) {
    const added: StreamRow[] = [];
    for (const s of streams) {
      if (addedTo.get(s.id)!.delete(u.id)) {
        (subscribed[u.email] ??= []).push(s.name);
        added.push(s);
      } else (already[u.email] ??= []).push(s.name);
    }
    emitAdd(ctx, u, added);
  }
  return { subscribed, already_subscribed: already };
}

function unsubscribeRoute(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  const users = principals(ctx);
  const removed: string[] = [];
  const notRemoved: string[] = [];
  const names = p.subscriptions as string[];
  checkChanges(users.length, new Set(names).size);
  const others = users.some((u) => u.id !== me.id);
  for (const name of names) {
    const s = streamByName(db, name);
    if (!s) throw badRequest(`Channel(s) (${name}) do not exist`);
    // Removing someone else needs the channel's permission: checked once per channel, not once per user.
    if (others) {
      const group = groupById(db, s.can_remove_subscribers_group);
      if (!group || !isUserInGroup(db, ctx.spec, me, group.id)) throw ctx.error("insufficient-permission");
    }
    // The seed: a subscription event's entries are channel-subscription objects, on removals too (Zulip sends only
    // name and stream_id): each carries the subscription as it was.
    const before = new Map(users.map((u) => [u.id, subscription(db, u.id, s.id)]));
    const gone = new Set(unsubscribeMany(db, users.map((u) => u.id), s.id));
    for (const u of users) {
      const sub = before.get(u.id);
      if (gone.has(u.id) && sub) {
        removed.push(s.name);
        ctx.emit([u.id], (q) => ({ type: "subscription", op: "remove", subscriptions: [subscriptionObject(ctx, s, sub, includesSubscribers(q))] }));
      } else notRemoved.push(s.name);
    }
    // One peer_remove per channel for all the users removed from it (Zulip's batching).
    if (gone.size > 0)
      ctx.emit(streamAudience(ctx, streamById(db, s.id)!).filter((id) => !gone.has(id)), {
        type: "subscription",
        op: "peer_remove",
        stream_ids: [s.id],
        user_ids: [...gone],
      });
  }
  return { removed, not_removed: notRemoved };
}

export const routes: Route[] = [
  { op: "POST /users/me/subscriptions", handler: subscribeRoute },
  { op: "DELETE /users/me/subscriptions", handler: unsubscribeRoute },
];
