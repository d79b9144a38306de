// Who can see which channel and message (Zulip's access rules, simplified to this realm's settings).
import type { DB } from "../db/connection.ts";
import { messageById, userMessage, type MessageRow } from "../db/repos/messages.ts";
import { isSubscribed, streamById, type StreamRow } from "../db/repos/streams.ts";
import { isAdmin, isGuest, type UserRow } from "../db/repos/users.ts";

/** Channel metadata: public channels to non-guests, web-public to all, subscribed ones, and private
 *  channels' metadata to administrators. */
export function canSeeStream(db: DB, user: UserRow, s: StreamRow): boolean {
  if (s.is_web_public) return true;
  if (!s.invite_only && !isGuest(user)) return true;
  if (isSubscribed(db, user.id, s.id)) return true;
  return s.invite_only === 1 && isAdmin(user);
}

/** Channel content (messages, sending): public to non-guests, web-public, or subscribed. */
export function canAccessStreamContent(db: DB, user: UserRow, s: StreamRow): boolean {
  if (s.is_web_public) return true;
  if (!s.invite_only && !isGuest(user)) return true;
  return isSubscribed(db, user.id, s.id);
}

export function canSeeMessage(db: DB, user: UserRow, m: MessageRow): boolean {
  if (userMessage(db, user.id, m.id)) return true;
  if (m.stream_id === null) return false;
  const s = streamById(db, m.stream_id);
  if (!s) return false;
  if (s.is_web_public) return true;
  if (!s.invite_only) return !isGuest(user);
  // Private channel: history is readable by subscribers only when it is public to subscribers.
  return s.history_public_to_subscribers === 1 && isSubscribed(db, user.id, s.id);
}

export function visibleMessage(db: DB, user: UserRow, id: number): MessageRow | undefined {
  const m = messageById(db, id);
  return m && canSeeMessage(db, user, m) ? m : undefined;
}
