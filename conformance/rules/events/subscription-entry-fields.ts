import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Body, type Queue } from "../shared/events.ts";
import { SUBSCRIPTION_OPERATIONS, entriesFor, subscribeToChannel } from "./_subscriptions.ts";

const NOTIFICATIONS = ["desktop_notifications", "email_notifications", "wildcard_mentions_notify", "push_notifications", "audible_notifications"];

/** What is wrong with an entry announcing a new subscription, or undefined. */
function problems(s: Body): string[] {
  const out: string[] = [];
  for (const f of NOTIFICATIONS) if (!(f in s) || (s[f] !== null && typeof s[f] !== "boolean")) out.push(`${f} ${f in s ? show(s[f]) : "missing"} (boolean or null)`);
  for (const f of ["pin_to_top", "is_muted"]) if (typeof s[f] !== "boolean") out.push(`${f} ${f in s ? show(s[f]) : "missing"} (boolean)`);
  if (typeof s.color !== "string") out.push(`color ${"color" in s ? show(s.color) : "missing"} (string)`);
  if ("in_home_view" in s && s.in_home_view !== !s.is_muted) out.push(`in_home_view ${show(s.in_home_view)} is not the inverse of is_muted ${show(s.is_muted)}`);
  return out;
}

// The entry a subscription event carries for a new subscription has the subscription properties the seed lists:
// the five notification settings (each boolean or null), pin_to_top and is_muted (booleans), color (a string), and,
// where present, in_home_view, the inverse of is_muted.
export default rule({
  id: "events/subscription-entry-fields",
  title: "Subscription entries carry the subscription properties, in_home_view the inverse of is_muted",
  seed: "Channel object: subscription entries additionally carry desktop_notifications, email_notifications, wildcard_mentions_notify, push_notifications, audible_notifications (boolean or null), pin_to_top, is_muted, in_home_view (legacy inverse of is_muted), color",
  statements: ["subscription.notification-settings", "subscription.pin-to-top", "subscription.is-muted", "subscription.color"],
  operations: SUBSCRIPTION_OPERATIONS,
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    let q: Queue | undefined;
    const channel = await subscribeToChannel(ctx, admin, admin, async () => {
      q = await registerQueue(ctx, admin, { event_types: ["subscription"] });
    });
    if (!channel || !q) return ctx.note("no public channel to join; nothing to check");
    const got = await collectEvents(q, (events) => entriesFor(events, channel.stream_id).length > 0);
    const entries = entriesFor(got.events, channel.stream_id);
    const bad = entries.map((s) => problems(s)).filter((p) => p.length);
    expectThat(entries.length > 0 && bad.length === 0, {
      title: entries.length ? "A subscription entry lacks a subscription property or has the wrong type" : "No subscription entry after joining a channel",
      expected: "desktop_notifications, email_notifications, wildcard_mentions_notify, push_notifications, audible_notifications (boolean or null), pin_to_top, is_muted (boolean), color (string), in_home_view = !is_muted",
      received: entries.length ? bad.flat().join("; ") : `events ${show(got.events)}`,
      exchange: got.last,
    });
  },
});
