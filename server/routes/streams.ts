// Channels: GET /streams, GET /streams/{stream_id}, PATCH /streams/{stream_id}.
import { groupById } from "../db/repos/groups.ts";
import { allStreams, isSubscribed, streamById, streamByName, subscribedStreamIds, updateStream, type StreamRow } from "../db/repos/streams.ts";
import { userById } from "../db/repos/users.ts";
import { realmAudience } from "./common.ts";
import { badRequest } from "../errors.ts";
import type { Ctx, Route } from "../http/context.ts";
import { canAccessStreamContent, canSeeStream } from "../realm/access.ts";
import { canMakeWebPublic, LIMITS } from "../realm/settings.ts";
import { renderMarkdown } from "../render/markdown.ts";
import { streamObject } from "../render/stream.ts";
import { unordered } from "../profile.ts";

/** Zulip's access_stream_by_id: unknown or inaccessible channels are the invalid-channel-id error. Metadata access lets
 *  administrators reach private channels they are not subscribed to; content access (drafts, marking messages
 *  read: Zulip's require_content_access) does not. */
export function accessStream(ctx: Ctx, id: number, o: { content?: boolean } = {}): StreamRow {
  const s = Number.isSafeInteger(id) ? streamById(ctx.db, id) : undefined;
  if (!s || !(o.content ? canAccessStreamContent : canSeeStream)(ctx, ctx.me, s)) throw ctx.error("invalid-channel-id");
  return s;
}

/** Zulip's check_stream_name. */
export function checkStreamName(name: string): string {
  const n = name.trim();
  if (n === "") throw badRequest("Channel name can't be empty.");
  if (n.length > LIMITS.max_stream_name_length)
    throw badRequest(`Channel name too long (limit: ${LIMITS.max_stream_name_length} characters).`);
  for (let i = 0; i < n.length; i++) {
    const c = n.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || (c >= 0xfdd0 && c <= 0xfdef)) throw badRequest(`Invalid character in channel name, at position ${i + 1}.`);
  }
  return n;
}

export function checkStreamDescription(d: string): string {
  if (d.length > LIMITS.max_stream_description_length)
    throw badRequest(`description is too long (limit: ${LIMITS.max_stream_description_length} characters)`);
  if (d.includes("\u0000")) throw badRequest("description must not contain null bytes");
  return d.replace(/\n/g, " ");
}

/** Users who can see a channel (and so get its stream events). */
export const streamAudience = (ctx: Ctx, s: StreamRow) =>
  realmAudience(ctx).filter((id) => canSeeStream(ctx, userById(ctx.db, id)!, s));

function emitStreamUpdate(ctx: Ctx, s: StreamRow, property: string, value: unknown, extra: Record<string, unknown> = {}) {
  const fresh = streamById(ctx.db, s.id)!;
  ctx.emit(streamAudience(ctx, fresh), { type: "stream", op: "update", stream_id: s.id, name: fresh.name, property, value, ...extra });
}

function parseRetention(ctx: Ctx, raw: unknown): number | null {
  if (raw === "realm_default") return null;
  if (raw === ctx.spec.nameAt(`${UPDATE} body.message_retention_days=unlimited`)) return -1;
  if (typeof raw === "number" && Number.isSafeInteger(raw) && raw >= 1) return raw;
  if (typeof raw === "string" && /^[0-9]+$/.test(raw) && Number(raw) >= 1) return Number(raw);
  throw badRequest(`Bad value for 'message_retention_days': ${typeof raw === "string" ? raw : JSON.stringify(raw)}`);
}

function checkRemoveSubscribersGroup(ctx: Ctx, id: number, wire: string): number {
  const g = groupById(ctx.db, id);
  if (!g) throw ctx.error("invalid-user-group");
  if (!g.is_system_group) throw badRequest(`'${wire}' must be a system user group.`);
  if (g.name === "role:internet" || g.name === "role:owners")
    throw badRequest(`'${wire}' setting cannot be set to '${g.name}' group.`);
  return id;
}

const UPDATE = "PATCH /streams/{stream_id}";

function getStreams(ctx: Ctx) {
  const p = ctx.params;
  const { db, me } = ctx;
  const streams = allStreams(db);
  const subscribed = new Set(subscribedStreamIds(db, me.id));
  const ownerSubscribed = new Set(me.is_bot && me.bot_owner_id ? subscribedStreamIds(db, me.bot_owner_id) : []);
  const picked = streams.filter((s) => {
    if (p.include_all_active) return true;
    // Guests cannot list public channels they are not subscribed to.
    if (p.include_public && !s.invite_only && !ctx.spec.isRole(me, "guest")) return true;
    if (p.include_web_public && s.is_web_public) return true;
    if (p.include_subscribed && subscribed.has(s.id)) return true;
    if (p.include_owner_subscribed && ownerSubscribed.has(s.id)) return true;
    if (p.include_default && s.is_default) return true;
    return false;
  });
  picked.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0));
  return {
    streams: unordered(ctx, picked).map((s) => {
      const o = streamObject(ctx, s);
      if (p.include_default) o.is_default = s.is_default === 1;
      return o;
    }),
  };
}

function updateChannel(ctx: Ctx) {
  const { db, me, params: p, sent } = ctx;
  const s = accessStream(ctx, p.stream_id);

  // Before the spec's change, history_public_to_subscribers alone was silently ignored.
  if (!ctx.since(`${UPDATE} body.history_public_to_subscribers @changed`) && sent.has("history_public_to_subscribers") && !sent.has("is_private") && !sent.has("is_web_public"))
    delete p.history_public_to_subscribers;
  const permissionChange = p.is_private !== undefined || p.is_web_public !== undefined || p.history_public_to_subscribers !== undefined;
  // Changing a private channel's permissions needs the administrator to be subscribed to it (Zulip answers as for
  // a channel the caller cannot see).
  ctx.spec.permissionRule(UPDATE, "private-channel-permissions-need-subscription");
  if (permissionChange && s.invite_only && !isSubscribed(db, me.id, s.id)) throw ctx.error("invalid-channel-id");

  if (p.description !== undefined) {
    const description = checkStreamDescription(p.description);
    const rendered = renderMarkdown(description);
    updateStream(db, s.id, { description, rendered_description: rendered });
    emitStreamUpdate(ctx, s, "description", description, { rendered_description: rendered });
  }
  if (p.new_name !== undefined) {
    const name = checkStreamName(p.new_name);
    if (name === s.name) throw badRequest("Channel already has that name!");
    const clash = streamByName(db, name);
    if (clash && clash.id !== s.id) throw badRequest(`Channel '${clash.name}' already exists`);
    updateStream(db, s.id, { name });
    emitStreamUpdate(ctx, s, "name", name);
  }
  if (permissionChange) {
    const isPrivate: boolean = p.is_private ?? s.invite_only === 1;
    const webPublic: boolean = p.is_web_public ?? (isPrivate ? false : s.is_web_public === 1);
    let history: boolean | undefined = p.history_public_to_subscribers;
    if (isPrivate && webPublic) throw ctx.error("invalid-parameters");
    if (!isPrivate) {
      // Public and web-public channels always have history public to subscribers.
      if (history === false) throw ctx.error("invalid-parameters");
      history = true;
    }
    history ??= s.history_public_to_subscribers === 1;
    if (webPublic && !s.is_web_public && !canMakeWebPublic(ctx, me)) throw ctx.error("insufficient-permission");
    const willBeDefault = p.is_default_stream ?? s.is_default === 1;
    if (isPrivate && willBeDefault) throw badRequest("A default channel cannot be private.");
    updateStream(db, s.id, { invite_only: isPrivate ? 1 : 0, is_web_public: webPublic ? 1 : 0, history_public_to_subscribers: history ? 1 : 0 });
    emitStreamUpdate(ctx, s, "invite_only", isPrivate, { history_public_to_subscribers: history, is_web_public: webPublic });
  }
  if (p.is_default_stream !== undefined) {
    const fresh = streamById(db, s.id)!;
    if (p.is_default_stream && fresh.invite_only) throw badRequest("Private channels cannot be made default.");
    if ((fresh.is_default === 1) !== p.is_default_stream) {
      updateStream(db, s.id, { is_default: p.is_default_stream ? 1 : 0 });
      ctx.emit(realmAudience(ctx), {
        type: "default_streams",
        default_streams: allStreams(db).filter((x) => x.is_default).map((x) => streamObject(ctx, x)),
      });
    }
  }
  // The spec's "default 1" is a new channel's policy: an update that does not send the parameter keeps the policy.
  let policy: number | undefined = sent.has("stream_post_policy") ? p.stream_post_policy : undefined;
  if (policy === undefined && p.is_announcement_only !== undefined) policy = p.is_announcement_only ? 2 : 1;
  if (policy !== undefined) {
    updateStream(db, s.id, { stream_post_policy: policy });
    emitStreamUpdate(ctx, s, "stream_post_policy", policy);
  }
  if (p.message_retention_days !== undefined) {
    const days = parseRetention(ctx, p.message_retention_days);
    updateStream(db, s.id, { message_retention_days: days });
    emitStreamUpdate(ctx, s, "message_retention_days", days);
  }
  if (p.can_remove_subscribers_group !== undefined) {
    const wire = ctx.spec.nameAt("Channel.can_remove_subscribers_group");
    const id = checkRemoveSubscribersGroup(ctx, p.can_remove_subscribers_group, wire);
    updateStream(db, s.id, { can_remove_subscribers_group: id });
    emitStreamUpdate(ctx, s, wire, id);
  }
}

export const routes: Route[] = [
  { op: "GET /streams", handler: getStreams },
  { op: "GET /streams/{stream_id}", handler: (ctx) => ({ stream: streamObject(ctx, accessStream(ctx, ctx.params.stream_id)) }) },
  { op: UPDATE, handler: updateChannel },
];
