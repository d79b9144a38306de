import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Body, type Queue } from "../shared/events.ts";
import { SUBSCRIPTION_OPERATIONS, entriesFor, subscribeToChannel } from "./_subscriptions.ts";

const NOTIFICATIONS = ["desktop_notifications", "email_notifications", "wildcard_mentions_notify", "push_notifications", "audible_notifications"];

/** What is wrong with a subscription entry (empty: nothing). */
function problems(s: Body): string[] {
  const out: string[] = [];
  for (const f of NOTIFICATIONS) if (!(f in s) || (s[f] !== null && typeof s[f] !== "boolean")) out.push(`${f} ${f in s ? show(s[f]) : "missing"} (boolean or null)`);
  for (const f of ["pin_to_top", "is_muted"]) if (typeof s[f] !== "boolean") out.push(`${f} ${f in s ? show(s[f]) : "missing"} (boolean)`);
  if (typeof s.color !== "string") out.push(`color ${"color" in s ? show(s.color) : "missing"} (string)`);
  if ("in_home_view" in s && s.in_home_view !== !s.is_muted) out.push(`in_home_view ${show(s.in_home_view)} is not the inverse of is_muted ${show(s.is_muted)}`);
  return out;
}

// Every entry a subscription event carries (the seed: "subscriptions: list of channel-subscription objects", for
// changes of subscriptions, so joining and leaving alike) has the subscription properties the seed lists: the five
// notification settings (each boolean or null), pin_to_top and is_muted (booleans), color (a string), and, where
// present, in_home_view, the inverse of is_muted. The administrator joins a public channel and leaves it again; the
// entries of both changes are read, each its own finding.
export default rule({
  id: "events/subscription-entry-fields",
  title: "Subscription entries carry the subscription properties, on joining and on leaving, in_home_view the inverse of is_muted",
  seed: "Channel object: subscription entries additionally carry desktop_notifications, email_notifications, wildcard_mentions_notify, push_notifications, audible_notifications (boolean or null), pin_to_top, is_muted, in_home_view (legacy inverse of is_muted), color; Events: subscription (subscriptions: list of channel-subscription objects)",
  statements: ["subscription.notification-settings", "subscription.pin-to-top", "subscription.is-muted", "subscription.color", "events.subscription"],
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
    const queue = q;
    const changes = [
      { change: "joining", act: async () => undefined },
      // Leaving again (the cleanup of subscribeToChannel puts the subscription back as it was before the rule).
      { change: "leaving", act: async () => void expectSuccess(await admin.call("DELETE /users/me/subscriptions", { body: { subscriptions: [channel.name] } }), `leaving channel ${channel.name}`) },
    ];
    await ctx.each(changes, async ({ change, act }) => {
      await act();
      const got = await collectEvents(queue, (events) => entriesFor(events, channel.stream_id).length > 0);
      queue.lastEventId = Math.max(queue.lastEventId, ...got.events.map((e) => e.id));
      const entries = entriesFor(got.events, channel.stream_id);
      const bad = entries.map((s) => problems(s)).filter((p) => p.length);
      expectThat(entries.length > 0 && bad.length === 0, {
        title: entries.length ? `A subscription entry lacks a subscription property or has the wrong type, on ${change}` : `No subscription entry after ${change} a channel`,
        expected: `entries for channel ${channel.stream_id} after ${change} it: desktop_notifications, email_notifications, wildcard_mentions_notify, push_notifications, audible_notifications (boolean or null), pin_to_top, is_muted (boolean), color (string), in_home_view = !is_muted`,
        received: entries.length ? bad.flat().join("; ") : `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
  },
});
