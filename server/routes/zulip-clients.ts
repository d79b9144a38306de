// Beyond the seed: the calls Zulip's own clients (zulip-js, the Python client) make around the seed's endpoints,
// so that their ordinary flows run end to end: list users (GET /users), list the own subscriptions
// (GET /users/me/subscriptions), a channel ID by name (GET /get_stream_id) and adding a linkifier
// (POST /realm/filters). GET /messages is in message-fetch.ts.
import { insertLinkifier } from "../db/repos/realm.ts";
import { streamByName, subscriptionsOf } from "../db/repos/streams.ts";
import { allUsers, usersByIds } from "../db/repos/users.ts";
import type { Ctx, Route } from "../http/context.ts";
import { canAccessStreamContent, canAccessUser } from "../realm/access.ts";
import { subscriptionObject } from "../render/stream.ts";
import { userObject } from "../render/user.ts";
import { realmAudience } from "./common.ts";
import { checkedLinkifier, listed } from "./linkifiers.ts";

/** Zulip's GET /users: every user (people and bots, deactivated too), or those of `user_ids`. */
function getUsers(ctx: Ctx) {
  const { db, me, params: p } = ctx;
  const ids: number[] | undefined = p.user_ids;
  // Each ID once (as Zulip's id__in), all looked up in one query (the list is the spec's maxItems long at most); the
  // first one that names no user the caller can access is refused.
  const unique = ids && [...new Set(ids)];
  const byId = new Map(unique ? usersByIds(db, unique.filter((id) => Number.isSafeInteger(id))).map((u) => [u.id, u]) : []);
  const users = unique
    ? unique.map((id) => {
        const u = byId.get(id);
        if (!u || !canAccessUser(ctx, me, u)) throw ctx.error("invalid-member", { user_id: id });
        return u;
      })
    : allUsers(db).filter((u) => canAccessUser(ctx, me, u));
  const options = { clientGravatar: p.client_gravatar, includeCustomProfileFields: p.include_custom_profile_fields ?? false };
  return { members: users.map((u) => userObject(ctx, me, u, options)) };
}

/** Zulip's GET /users/me/subscriptions: the requester's subscription entries, as POST /register has them. */
function getSubscriptions(ctx: Ctx) {
  const { db, me } = ctx;
  const subscriptions = subscriptionsOf(db, me.id).map(([s, sub]) => subscriptionObject(ctx, s, sub, !!ctx.params.include_subscribers));
  return { subscriptions };
}

/** Zulip's GET /get_stream_id (access_stream_by_name): channels whose content the requester may read. */
function getStreamId(ctx: Ctx) {
  const name: string = ctx.params.stream;
  const s = streamByName(ctx.db, name);
  if (!s || !canAccessStreamContent(ctx, ctx.me, s)) throw ctx.error("invalid-channel-name", { name });
  return { stream_id: s.id };
}

/** Zulip's POST /realm/filters: administrators add a linkifier; the realm gets a realm_linkifiers event. */
function addLinkifier(ctx: Ctx) {
  const { pattern, template } = checkedLinkifier(ctx);
  const id = insertLinkifier(ctx.db, pattern, template);
  ctx.emit(realmAudience(ctx), () => ({ type: "realm_linkifiers", realm_linkifiers: listed(ctx) }));
  return { id };
}

export const routes: Route[] = [
  { op: "GET /users", handler: getUsers },
  { op: "GET /users/me/subscriptions", handler: getSubscriptions },
  { op: "GET /get_stream_id", handler: getStreamId },
  { op: "POST /realm/filters", handler: addLinkifier },
];
