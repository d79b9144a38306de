// Channels (streams), subscriptions and default channels.
import type { DB } from "../connection.ts";
import { all, insertId, one, run } from "../sql.ts";

export interface StreamRow {
  id: number;
  name: string;
  description: string;
  rendered_description: string;
  date_created: number;
  creator_id: number | null;
  invite_only: number;
  is_web_public: number;
  history_public_to_subscribers: number;
  stream_post_policy: number;
  message_retention_days: number | null;
  can_remove_subscribers_group: number;
  is_default: number;
  recipient_id: number;
}

export interface SubscriptionRow {
  user_id: number;
  stream_id: number;
  active: number;
  color: string;
  is_muted: number;
  pin_to_top: number;
  desktop_notifications: number | null;
  email_notifications: number | null;
  wildcard_mentions_notify: number | null;
  push_notifications: number | null;
  audible_notifications: number | null;
}

export const streamById = (db: DB, id: number) => one<StreamRow>(db, "SELECT * FROM streams WHERE id = ?", id);
export const streamByName = (db: DB, name: string) =>
  one<StreamRow>(db, "SELECT * FROM streams WHERE name = ? COLLATE NOCASE", name);
/** The channels with these IDs, in one query. */
export const streamsByIds = (db: DB, ids: Iterable<number>) =>
  all<StreamRow>(db, "SELECT * FROM streams WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify([...ids]));
export const allStreams = (db: DB) => all<StreamRow>(db, "SELECT * FROM streams ORDER BY id");

export function createStream(
  db: DB,
  s: Omit<StreamRow, "id" | "recipient_id" | "rendered_description"> & { rendered_description: string },
): StreamRow {
  const id = insertId(
    db,
    `INSERT INTO streams (name, description, rendered_description, date_created, creator_id, invite_only, is_web_public,
       history_public_to_subscribers, stream_post_policy, message_retention_days, can_remove_subscribers_group, is_default)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    s.name,
    s.description,
    s.rendered_description,
    s.date_created,
    s.creator_id,
    s.invite_only,
    s.is_web_public,
    s.history_public_to_subscribers,
    s.stream_post_policy,
    s.message_retention_days,
    s.can_remove_subscribers_group,
    s.is_default,
  );
  const recipientId = insertId(db, "INSERT INTO recipients (type, stream_id) VALUES (2, ?)", id);
  run(db, "UPDATE streams SET recipient_id = ? WHERE id = ?", recipientId, id);
  return streamById(db, id)!;
}

export function updateStream(db: DB, id: number, patch: Partial<Omit<StreamRow, "id">>): void {
  const keys = Object.keys(patch);
  if (keys.length === 0) return;
  run(db, `UPDATE streams SET ${keys.map((k) => `${k} = ?`).join(", ")} WHERE id = ?`, ...keys.map((k) => (patch as any)[k]), id);
}

export const subscription = (db: DB, userId: number, streamId: number) =>
  one<SubscriptionRow>(db, "SELECT * FROM subscriptions WHERE user_id = ? AND stream_id = ? AND active = 1", userId, streamId);
export const isSubscribed = (db: DB, userId: number, streamId: number) => subscription(db, userId, streamId) !== undefined;
/** A user's active subscriptions with their channels, by channel ID (two queries, whatever the number of channels). */
export function subscriptionsOf(db: DB, userId: number): [StreamRow, SubscriptionRow][] {
  const subs = new Map(all<SubscriptionRow>(db, "SELECT * FROM subscriptions WHERE user_id = ? AND active = 1", userId).map((r) => [r.stream_id, r]));
  return all<StreamRow>(db, "SELECT s.* FROM subscriptions sub JOIN streams s ON s.id = sub.stream_id WHERE sub.user_id = ? AND sub.active = 1 ORDER BY s.id", userId).map(
    (st) => [st, subs.get(st.id)!],
  );
}
/** Whether some channel is web-public (stops at the first). */
export const anyWebPublicStream = (db: DB) => one(db, "SELECT 1 FROM streams WHERE is_web_public = 1 LIMIT 1") !== undefined;
export const subscriberIds = (db: DB, streamId: number) =>
  all<{ user_id: number }>(
    db,
    `SELECT s.user_id FROM subscriptions s JOIN users u ON u.id = s.user_id
     WHERE s.stream_id = ? AND s.active = 1 AND u.is_active = 1 ORDER BY s.user_id`,
    streamId,
  ).map((r) => r.user_id);
export const subscribedStreamIds = (db: DB, userId: number) =>
  all<{ stream_id: number }>(db, "SELECT stream_id FROM subscriptions WHERE user_id = ? AND active = 1", userId).map(
    (r) => r.stream_id,
  );

const COLORS = ["#76ce90", "#fae589", "#a6c7e5", "#e79ab5", "#bfd56f", "#f4ae55", "#b0a5fd", "#addfe5"];

/** Returns true when the user was not subscribed before. */
export function subscribe(db: DB, userId: number, streamId: number): boolean {
  const existing = one<SubscriptionRow>(db, "SELECT * FROM subscriptions WHERE user_id = ? AND stream_id = ?", userId, streamId);
  if (existing?.active) return false;
  if (existing) run(db, "UPDATE subscriptions SET active = 1 WHERE user_id = ? AND stream_id = ?", userId, streamId);
  else run(db, "INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, ?, ?)", userId, streamId, COLORS[streamId % COLORS.length]);
  return true;
}

/**
 * Subscribes users to one channel in three statements whatever their number; returns the users who were not
 * subscribed before, in the order given (subscribe() for a list, without a query per user).
 */
export function subscribeMany(db: DB, userIds: number[], streamId: number): number[] {
  if (userIds.length === 0) return [];
  const list = JSON.stringify(userIds);
  const rows = all<{ user_id: number; active: number }>(
    db,
    "SELECT user_id, active FROM subscriptions WHERE stream_id = ? AND user_id IN (SELECT value FROM json_each(?))",
    streamId,
    list,
  );
  const known = new Map(rows.map((r) => [r.user_id, r.active]));
  const added = userIds.filter((id) => known.get(id) !== 1);
  if (added.length === 0) return [];
  run(db, "UPDATE subscriptions SET active = 1 WHERE stream_id = ? AND active = 0 AND user_id IN (SELECT value FROM json_each(?))", streamId, list);
  const fresh = added.filter((id) => !known.has(id));
  if (fresh.length > 0)
    run(
      db,
      "INSERT INTO subscriptions (user_id, stream_id, color) SELECT value, ?, ? FROM json_each(?) ORDER BY key",
      streamId,
      COLORS[streamId % COLORS.length],
      JSON.stringify(fresh),
    );
  return added;
}

/** Unsubscribes users from one channel in two statements; returns those who were subscribed, in the order given. */
export function unsubscribeMany(db: DB, userIds: number[], streamId: number): number[] {
  if (userIds.length === 0) return [];
  const list = JSON.stringify(userIds);
  const active = new Set(
    all<{ user_id: number }>(
      db,
      "SELECT user_id FROM subscriptions WHERE stream_id = ? AND active = 1 AND user_id IN (SELECT value FROM json_each(?))",
      streamId,
      list,
    ).map((r) => r.user_id),
  );
  run(db, "UPDATE subscriptions SET active = 0 WHERE stream_id = ? AND active = 1 AND user_id IN (SELECT value FROM json_each(?))", streamId, list);
  return userIds.filter((id) => active.has(id));
}

/** Returns true when the user was subscribed before. */
export function unsubscribe(db: DB, userId: number, streamId: number): boolean {
  return run(db, "UPDATE subscriptions SET active = 0 WHERE user_id = ? AND stream_id = ? AND active = 1", userId, streamId).changes > 0;
}

export const firstMessageId = (db: DB, streamId: number) =>
  one<{ id: number | null }>(db, "SELECT min(id) AS id FROM messages WHERE stream_id = ?", streamId)?.id ?? null;

/** Messages of the last 7 days, for stream_weekly_traffic. */
export const messagesSince = (db: DB, streamId: number, since: number) =>
  one<{ n: number }>(db, "SELECT count(*) AS n FROM messages WHERE stream_id = ? AND timestamp >= ?", streamId, since)!.n;
