import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { collectEvents, eventsUntilFence, registerQueue, show, type Queue } from "../shared/events.ts";
import { SUBSCRIPTION_OPERATIONS, entriesFor, subscribeToChannel } from "./_subscriptions.ts";

// Subscription events go to the user's clients when their subscriptions change: an administrator subscribes a
// member to a public channel; the member's queue gets a subscription event whose subscriptions list has an entry for
// that channel (bounded long polls); the administrator's and another member's queues get no such entry (up to their
// fences; other subscription events, such as notices about other subscribers, carry no subscriptions list and are
// allowed).
export default rule({
  id: "events/subscription-audience",
  title: "Subscription events with the changed subscription go to the affected user only",
  seed: "Events: subscription (the user's clients when subscriptions or their properties change; subscriptions: list of channel-subscription objects)",
  statements: ["events.subscription"],
  operations: SUBSCRIPTION_OPERATIONS,
  roles: ["administrator", "member", "member"],
  writes: true,
  async run(ctx) {
    const [admin, member, other] = [ctx.as("administrator"), ctx.as("member", 0), ctx.as("member", 1)];
    const queues: Queue[] = [];
    const channel = await subscribeToChannel(ctx, admin, member, async () => {
      for (const c of [member, admin, other]) queues.push(await registerQueue(ctx, c, { event_types: ["subscription", "drafts"] }));
    });
    if (!channel) return ctx.note("no public channel to subscribe the member to; nothing to check");
    const [mine, ...others] = queues;
    // The user's own queue, then every other one: each half its own finding (a missing event hides no leak).
    await ctx.each([mine], async (q) => {
      const got = await collectEvents(q, (events) => entriesFor(events, channel.stream_id).length > 0);
      expectThat(entriesFor(got.events, channel.stream_id).length > 0, {
        title: "The user whose subscriptions changed got no subscription event",
        expected: `a subscription event with an entry for channel ${channel.stream_id} on the queue of ${member.email}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
    await ctx.each(others, async (q) => {
      const seen = await eventsUntilFence(ctx, q);
      const leaked = entriesFor(seen.events, channel.stream_id);
      expectThat(leaked.length === 0, {
        title: "Another user got the subscription entry of a subscription that is not theirs",
        expected: `no subscription entry for channel ${channel.stream_id} on the queue of ${q.caller.email} (up to its fence)`,
        received: show(leaked),
        exchange: seen.last,
      });
    });
  },
});
