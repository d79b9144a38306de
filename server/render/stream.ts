// Channel objects and subscription entries, shaped for the server's feature level.
import type { DB } from "../db/connection.ts";
import { firstMessageId, messagesSince, subscriberIds, type StreamRow, type SubscriptionRow } from "../db/repos/streams.ts";

const WEEK = 7 * 24 * 3600;

export function streamObject(db: DB, s: StreamRow, level: number, now: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    stream_id: s.id,
    name: s.name,
    description: s.description,
    rendered_description: s.rendered_description,
    invite_only: s.invite_only === 1,
    is_web_public: s.is_web_public === 1,
    history_public_to_subscribers: s.history_public_to_subscribers === 1,
    first_message_id: firstMessageId(db, s.id),
    is_announcement_only: s.stream_post_policy === 2,
    // Zulip gives no estimate for channels younger than a week.
    stream_weekly_traffic: now - s.date_created < WEEK ? null : messagesSince(db, s.id, now - WEEK),
  };
  if (level >= 1) out.stream_post_policy = s.stream_post_policy;
  if (level >= 30) out.date_created = s.date_created;
  if (level >= 254) out.creator_id = s.creator_id;
  if (level >= 17) out.message_retention_days = s.message_retention_days;
  if (level >= 197) out.can_remove_subscribers_group = s.can_remove_subscribers_group;
  else if (level >= 142) out.can_remove_subscribers_group_id = s.can_remove_subscribers_group;
  return out;
}

/** Channels get a stream email address in Zulip; entries carried it until level 226. */
export function streamEmail(s: StreamRow): string {
  const slug = s.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "channel";
  return `${slug}.${(s.id * 7919).toString(16).padStart(8, "0")}@streams.zulipdev.com`;
}

export function subscriptionObject(
  db: DB,
  s: StreamRow,
  sub: SubscriptionRow,
  level: number,
  now: number,
  includeSubscribers: boolean,
): Record<string, unknown> {
  const nullableBool = (v: number | null) => (v === null ? null : v === 1);
  const out: Record<string, unknown> = {
    ...streamObject(db, s, level, now),
    color: sub.color,
    is_muted: sub.is_muted === 1,
    in_home_view: sub.is_muted !== 1,
    pin_to_top: sub.pin_to_top === 1,
    desktop_notifications: nullableBool(sub.desktop_notifications),
    email_notifications: nullableBool(sub.email_notifications),
    wildcard_mentions_notify: nullableBool(sub.wildcard_mentions_notify),
    push_notifications: nullableBool(sub.push_notifications),
    audible_notifications: nullableBool(sub.audible_notifications),
  };
  if (includeSubscribers) out.subscribers = subscriberIds(db, s.id);
  if (level < 226) out.email_address = streamEmail(s);
  if (level < 133) out.role = 50; // Zulip's subscription role "member" (20 was "channel administrator")
  return out;
}
