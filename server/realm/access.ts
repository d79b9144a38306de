// Who can see which channel and message (Zulip's access rules, simplified to this realm's settings).
import { messageById, userMessage, type MessageRow } from "../db/repos/messages.ts";
import { isSubscribed, streamById, type StreamRow } from "../db/repos/streams.ts";
import type { UserRow } from "../db/repos/users.ts";
import type { Realm } from "../http/context.ts";

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
