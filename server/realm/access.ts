// Who can see which channel and message (Zulip's access rules, simplified to this realm's settings).
import { messageById, userMessage, type MessageRow } from "../db/repos/messages.ts";
import { isSubscribed, streamById, type StreamRow } from "../db/repos/streams.ts";
import type { UserRow } from "../db/repos/users.ts";
import type { Realm } from "../http/context.ts";
import { one } from "../db/sql.ts";
import { canAccessAllUsers, getRealmSetting } from "./settings.ts";

/** Whether some users of the organization cannot access every user (Zulip's default lets everyone). */
export const userAccessRestricted = (r: Realm) => getRealmSetting(r.db, "can_access_all_users_group") !== "role:everyone";

/**
 * Whether `viewer` can access `target` (Zulip's user access): everyone, unless the organization restricts the
 * viewer (can_access_all_users_group); then the viewer itself and the users it shares an active subscription or a
 * direct message conversation with.
 */
export function canAccessUser(r: Realm, viewer: UserRow, target: UserRow): boolean {
  if (viewer.id === target.id || !userAccessRestricted(r) || canAccessAllUsers(r, viewer)) return true;
  const sharedChannel = one(
    r.db,
    `SELECT 1 FROM subscriptions a JOIN subscriptions b ON a.stream_id = b.stream_id
     WHERE a.user_id = ? AND b.user_id = ? AND a.active = 1 AND b.active = 1 LIMIT 1`,
    viewer.id,
    target.id,
  );
  if (sharedChannel) return true;
  const sharedConversation = one(
    r.db,
    `SELECT 1 FROM user_messages a JOIN user_messages b ON a.message_id = b.message_id JOIN messages m ON m.id = a.message_id
     WHERE a.user_id = ? AND b.user_id = ? AND m.stream_id IS NULL LIMIT 1`,
    viewer.id,
    target.id,
  );
  return sharedConversation !== undefined;
}

/** Channel metadata: public channels to non-guests, web-public to all, subscribed ones, and private
 *  channels' metadata to administrators. */
export function canSeeStream(r: Realm, user: UserRow, s: StreamRow): boolean {
  if (s.is_web_public) return true;
  if (!s.invite_only && !r.spec.isRole(user, "guest")) return true;
  if (isSubscribed(r.db, user.id, s.id)) return true;
  return s.invite_only === 1 && r.spec.hasRole(user, "administrator");
}

/** Channel content (messages, sending): public to non-guests, web-public, or subscribed. */
export function canAccessStreamContent(r: Realm, user: UserRow, s: StreamRow): boolean {
  if (s.is_web_public) return true;
  if (!s.invite_only && !r.spec.isRole(user, "guest")) return true;
  return isSubscribed(r.db, user.id, s.id);
}

export function canSeeMessage(r: Realm, user: UserRow, m: MessageRow): boolean {
  if (userMessage(r.db, user.id, m.id)) return true;
  if (m.stream_id === null) return false;
  const s = streamById(r.db, m.stream_id);
  if (!s) return false;
  if (s.is_web_public) return true;
  if (!s.invite_only) return !r.spec.isRole(user, "guest");
  // Private channel: history is readable by subscribers only when it is public to subscribers.
  return s.history_public_to_subscribers === 1 && isSubscribed(r.db, user.id, s.id);
}

export function visibleMessage(r: Realm, user: UserRow, id: number): MessageRow | undefined {
  const m = messageById(r.db, id);
  return m && canSeeMessage(r, user, m) ? m : undefined;
}
