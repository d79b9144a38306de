import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Queue } from "../shared/events.ts";
import { SUBSCRIPTION_OPERATIONS, entriesFor, subscribeToChannel } from "./_subscriptions.ts";

// Subscription entries carry `subscribers` only if include_subscribers is true: two clients of the same
// administrator, one registered with include_subscribers true and one with false, see it join a public channel; the
// first client's entry for the channel carries subscribers (a list of user IDs, the administrator's among them), the
// second's carries none. Both directions, on the same change.
export default rule({
  id: "events/subscription-subscribers-only-if-requested",
  title: "Subscription entries carry subscribers exactly when include_subscribers is true",
  seed: "Channel object: subscription entries additionally carry subscribers (integer list, only if include_subscribers is true)",
  statements: ["subscription.subscribers-only-if-requested"],
  operations: SUBSCRIPTION_OPERATIONS,
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const queues: { include: boolean; q: Queue }[] = [];
    const channel = await subscribeToChannel(ctx, admin, admin, async () => {
      for (const include of [true, false]) queues.push({ include, q: await registerQueue(ctx, admin, { event_types: ["subscription"], include_subscribers: include }) });
    });
    if (!channel) return ctx.note("no public channel to join; nothing to check");
    await ctx.each(queues, async ({ include, q }) => {
      const got = await collectEvents(q, (events) => entriesFor(events, channel.stream_id).length > 0);
      const entries = entriesFor(got.events, channel.stream_id);
      const ok = entries.length > 0 && entries.every((s) =>
        include ? Array.isArray(s.subscribers) && s.subscribers.every((id) => Number.isInteger(id)) && s.subscribers.includes(admin.userId) : !("subscribers" in s),
      );
      expectThat(ok, {
        title: entries.length === 0 ? "No subscription entry after joining a channel" : include ? "A subscription entry lacks subscribers although include_subscribers is true" : "A subscription entry carries subscribers although include_subscribers is false",
        expected: include
          ? `entries for channel ${channel.stream_id} with subscribers (user IDs, ${admin.userId} among them), include_subscribers true`
          : `entries for channel ${channel.stream_id} without subscribers, include_subscribers false`,
        received: entries.length ? show(entries) : `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
  },
});
