// POST /register: a new event queue plus the limits and a slice of initial state (Zulip's
// fetch_event_types), from which the queue's events continue.
import { draftsOf } from "../db/repos/drafts.ts";
import { allGroups } from "../db/repos/groups.ts";
import { profileFields } from "../db/repos/realm.ts";
import { maxMessageId } from "../db/repos/messages.ts";
import { subscriptionsOf } from "../db/repos/streams.ts";
import { allUsers, storedSettings } from "../db/repos/users.ts";
import type { EventQueue } from "../events/queues.ts";
import type { Ctx, Route } from "../http/context.ts";
import { LIMITS } from "../realm/settings.ts";
import { USER_SETTING_DEFAULTS } from "../realm/user-settings.ts";
import { groupObject } from "../render/group.ts";
import { subscriptionObject } from "../render/stream.ts";
import { userObject } from "../render/user.ts";
import { draftObject } from "./drafts.ts";
import { fieldObject } from "./profile-fields.ts";
import { listed } from "./linkifiers.ts";
import { mutedUsersList } from "./muting.ts";
import { versionFields } from "./server-settings.ts";
import { canAccessUser } from "../realm/access.ts";

const REGISTER = "POST /register";

/** Queues registered with include_subscribers: their subscription events' entries carry `subscribers`, others' not. */
const withSubscribers = new WeakSet<EventQueue>();
export const includesSubscribers = (q: EventQueue) => withSubscribers.has(q);

export function registerQueue(ctx: Ctx): EventQueue {
  const p = ctx.params;
  const q = ctx.queues.register({
    userId: ctx.me.id,
    eventTypes: Array.isArray(p.event_types) ? p.event_types : null,
    capabilities: p.client_capabilities ?? {},
    applyMarkdown: p.apply_markdown ?? false,
    // GET /events registers without the register parameters: the register operation's default at the level.
    clientGravatar: p.client_gravatar ?? ctx.spec.defaultOf(REGISTER, "client_gravatar"),
    allPublicStreams: p.all_public_streams ?? false,
  });
  if (p.include_subscribers === true) withSubscribers.add(q);
  return q;
}

function initialState(ctx: Ctx, wanted: (t: string) => boolean): Record<string, unknown> {
  const { db, me } = ctx;
  const out: Record<string, unknown> = {};
  if (wanted("message")) out.max_message_id = maxMessageId(db);
  if (wanted("realm_user"))
    out.realm_users = allUsers(db)
      .filter((u) => u.is_active && canAccessUser(ctx, me, u))
      .map((u) => userObject(ctx, me, u, { clientGravatar: ctx.params.client_gravatar, includeCustomProfileFields: true }));
  if (wanted("subscription"))
    out.subscriptions = subscriptionsOf(db, me.id).map(([s, sub]) => subscriptionObject(ctx, s, sub, !!ctx.params.include_subscribers));
  if (wanted("drafts")) out.drafts = draftsOf(db, me.id).map(draftObject);
  if (wanted("user_group")) out.realm_user_groups = allGroups(db).map((g) => groupObject(ctx, g));
  if (wanted("muted_users")) out.muted_users = mutedUsersList(ctx);
  if (wanted("realm_linkifiers")) out.realm_linkifiers = listed(ctx);
  if (wanted("custom_profile_fields")) out.custom_profile_fields = profileFields(db).map((f) => fieldObject(ctx, f));
  // The user_settings object came with the user_settings event type.
  if (wanted("user_settings") && ctx.since("UserSettingsEvent")) out.user_settings = { ...USER_SETTING_DEFAULTS, ...storedSettings(db, me.id), timezone: me.timezone };
  return out;
}

function register(ctx: Ctx) {
  const q = registerQueue(ctx);
  const fetch: string[] | null = ctx.params.fetch_event_types ?? ctx.params.event_types ?? null;
  return {
    queue_id: q.id,
    last_event_id: -1,
    event_queue_longpoll_timeout_seconds: ctx.config.longpollTimeoutSeconds,
    ...versionFields(ctx.level, ctx.config.seedOnly.zulipNames),
    max_message_length: LIMITS.max_message_length,
    max_topic_length: LIMITS.max_topic_length,
    max_stream_name_length: LIMITS.max_stream_name_length,
    max_stream_description_length: LIMITS.max_stream_description_length,
    ...initialState(ctx, (t) => fetch === null || fetch.includes(t)),
  };
}

export const routes: Route[] = [{ op: REGISTER, handler: register }];
