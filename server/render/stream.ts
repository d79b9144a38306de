// Channel objects and subscription entries: built with every field under its newest name, shaped for the
// server's level by the spec (components.schemas.Channel and Subscription).
import { firstMessageId, messagesSince, subscriberIds, type StreamRow, type SubscriptionRow } from "../db/repos/streams.ts";
import type { Realm } from "../http/context.ts";
import { unordered } from "../profile.ts";

const WEEK = 7 * 24 * 3600;

export function streamObject(r: Realm, s: StreamRow): Record<string, unknown> {
  const now = r.now();
  return r.spec.shape("Channel", {
    stream_id: s.id,
    name: s.name,
    description: s.description,
    rendered_description: s.rendered_description,
    date_created: s.date_created,
    creator_id: s.creator_id,
    invite_only: s.invite_only === 1,
    is_web_public: s.is_web_public === 1,
    stream_post_policy: s.stream_post_policy,
    message_retention_days: s.message_retention_days,
    history_public_to_subscribers: s.history_public_to_subscribers === 1,
    first_message_id: firstMessageId(r.db, s.id),
    is_announcement_only: s.stream_post_policy === 2,
    can_remove_subscribers_group: s.can_remove_subscribers_group,
    // Zulip gives no estimate for channels younger than a week; the seed-only profile (weeklyTraffic) never gives one.
    stream_weekly_traffic:
      now - s.date_created < WEEK || r.config?.seedOnly.weeklyTraffic === "none" ? null : messagesSince(r.db, s.id, now - WEEK),
  });
}

/** Channels get a stream email address in Zulip; entries carried it until the spec's level removes it. */
export function streamEmail(s: StreamRow): string {
  const slug = s.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "channel";
  return `${slug}.${(s.id * 7919).toString(16).padStart(8, "0")}@streams.zulipdev.com`;
}

export function subscriptionObject(r: Realm, s: StreamRow, sub: SubscriptionRow, includeSubscribers: boolean): Record<string, unknown> {
  const nullableBool = (v: number | null) => (v === null ? null : v === 1);
  const out: Record<string, unknown> = {
    ...streamObject(r, s),
    color: sub.color,
    is_muted: sub.is_muted === 1,
    in_home_view: sub.is_muted !== 1,
    pin_to_top: sub.pin_to_top === 1,
    desktop_notifications: nullableBool(sub.desktop_notifications),
    email_notifications: nullableBool(sub.email_notifications),
    wildcard_mentions_notify: nullableBool(sub.wildcard_mentions_notify),
    push_notifications: nullableBool(sub.push_notifications),
    audible_notifications: nullableBool(sub.audible_notifications),
    email_address: streamEmail(s),
    role: 50, // Zulip's subscription role "member" (20 was "channel administrator"), while entries carried one
  };
  if (includeSubscribers) out.subscribers = unordered(r, subscriberIds(r.db, s.id));
  return r.spec.shape("Subscription", out);
}
