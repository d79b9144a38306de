// Beyond the seed: POST/DELETE /users/me/subscriptions (Zulip's subscribe/unsubscribe), the
// operations that emit subscription events.
import { groupById, isUserInGroup, systemGroupId } from "../db/repos/groups.ts";
import { createStream, streamById, streamByName, subscribe, subscription, unsubscribe, type StreamRow } from "../db/repos/streams.ts";
import { userByEmail, userById, type UserRow } from "../db/repos/users.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { canAccessStreamContent } from "../realm/access.ts";
import { canMakeWebPublic, canSubscribeOthers } from "../realm/settings.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { streamObject, subscriptionObject } from "../render/stream.ts";
import { checkStreamDescription, checkStreamName, streamAudience } from "./streams.ts";
import { includesSubscribers } from "./register.ts";

function principals(ctx: Ctx): UserRow[] {
  const list: (string | number)[] | undefined = ctx.params.principals;
  if (!list || list.length === 0) return [ctx.me];
  return list.map((p) => {
    const u = typeof p === "number" ? userById(ctx.db, p) : userByEmail(ctx.db, p);
    if (!u || !u.is_active) throw typeof p === "number" ? ctx.error("no-such-user") : badRequest(`User not authorized to execute queries on behalf of '${p}'`);
    return u;
  });
}

function emitAdd(ctx: Ctx, user: UserRow, streams: StreamRow[]) {
  if (streams.length === 0) return;
  ctx.emit([user.id], (q) => ({
    type: "subscription",
    op: "add",
    // Entries carry subscribers only for a queue registered with include_subscribers (Channel object: subscribers).
    subscriptions: streams.map((s) => subscriptionObject(ctx, s, subscription(ctx.db, user.id, s.id)!, includesSubscribers(q))),
  }));
  for (const s of streams) {
    const others = streamAudience(ctx, s).filter((id) => id !== user.id);
    ctx.emit(others, { type: "subscription", op: "peer_add", stream_ids: [s.id], user_ids: [user.id] });
  }
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
  for (const u of users) {
    const added: StreamRow[] = [];
    for (const s of streams) {
      if (subscribe(db, u.id, s.id)) {
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
  for (const name of p.subscriptions as string[]) {
    const s = streamByName(db, name);
    if (!s) throw badRequest(`Channel(s) (${name}) do not exist`);
    for (const u of users) {
      if (u.id !== me.id) {
        const group = groupById(db, s.can_remove_subscribers_group);
        if (!group || !isUserInGroup(db, ctx.spec, me, group.id)) throw ctx.error("insufficient-permission");
      }
      if (unsubscribe(db, u.id, s.id)) {
        removed.push(s.name);
        ctx.emit([u.id], { type: "subscription", op: "remove", subscriptions: [{ name: s.name, stream_id: s.id }] });
        ctx.emit(streamAudience(ctx, streamById(db, s.id)!).filter((id) => id !== u.id), {
          type: "subscription",
          op: "peer_remove",
          stream_ids: [s.id],
          user_ids: [u.id],
        });
      } else notRemoved.push(s.name);
    }
  }
  return { removed, not_removed: notRemoved };
}

export const routes: Route[] = [
  { op: "POST /users/me/subscriptions", handler: subscribeRoute },
  { op: "DELETE /users/me/subscriptions", handler: unsubscribeRoute },
];
