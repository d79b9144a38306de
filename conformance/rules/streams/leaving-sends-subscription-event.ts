import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { collectEvents, eventsUntilFence, registerQueue, subscribedChannels, type Body, type Event } from "../shared/events.ts";
import { show, subscribedIds } from "./_support.ts";

const SUBSCRIBE = "POST /users/me/subscriptions";
const UNSUBSCRIBE = "DELETE /users/me/subscriptions";

/** The entries for `streamId` in the subscriptions lists of subscription events. */
const entriesFor = (events: Event[], streamId: number): Body[] =>
  events
    .filter((e) => e?.type === "subscription" && Array.isArray(e.subscriptions))
    .flatMap((e) => (e.subscriptions as unknown[]).filter((s): s is Body => typeof s === "object" && s !== null && (s as Body).stream_id === streamId));

// Subscription events go to "the user's clients when subscriptions ... change", and include_subscribed lists "the
// channels the user is subscribed to": a member leaves a public channel (DELETE /users/me/subscriptions, Zulip's,
// beyond the seed); the channel is no longer among its subscribed channels, its queue gets a subscription event whose
// subscriptions list names the channel (bounded long polls), and another member's queue gets no entry for it (up to
// its fence; events about other subscribers carry no subscriptions list). The member joins the channel again.
export default rule({
  id: "streams/leaving-sends-subscription-event",
  title: "Leaving a channel: no longer subscribed, and a subscription event for the user only",
  seed: "Events: subscription (the user's clients when subscriptions or their properties change; subscriptions: list of channel-subscription objects); Endpoints, Channels: GET /streams include_subscribed",
  statements: ["events.subscription", "streams.include-subscribed"],
  operations: [SUBSCRIBE, UNSUBSCRIBE, "GET /streams", "POST /register", "GET /events", "DELETE /events", "POST /drafts"],
  roles: ["member", "member"],
  writes: true,
  async run(ctx) {
    const [member, other] = [ctx.as("member", 0), ctx.as("member", 1)];
    const channel = (await subscribedChannels(member)).find((s) => s.invite_only === false && typeof s.name === "string" && Number.isInteger(s.stream_id));
    if (!channel) return ctx.note("the member is subscribed to no public channel; nothing to leave");
    const [id, name] = [channel.stream_id as number, channel.name as string];
    const mine = await registerQueue(ctx, member, { event_types: ["subscription", "drafts"] });
    const theirs = await registerQueue(ctx, other, { event_types: ["subscription", "drafts"] });
    ctx.cleanup(`${member.email} joins channel ${name} again`, () => member.call(SUBSCRIBE, { body: { subscriptions: [{ name }] } }));
    expectSuccess(await member.call(UNSUBSCRIBE, { body: { subscriptions: [name] } }), `leaving channel ${name}`);
    // The list, the leaver's event and the other user's queue: each its own case.
    await ctx.each([
      async () => {
        const still = await subscribedIds(member);
        expectThat(!still.has(id), { title: "A channel left is still listed as subscribed", expected: `channel ${id} not among the channels ${member.email} is subscribed to`, received: `subscribed to ${show([...still])}` });
      },
      async () => {
        const got = await collectEvents(mine, (events) => entriesFor(events, id).length > 0);
        expectThat(entriesFor(got.events, id).length > 0, {
          title: "The user who left a channel got no subscription event",
          expected: `a subscription event whose subscriptions list names channel ${id} on the queue of ${member.email}`,
          received: `events ${show(got.events)}`,
          exchange: got.last,
        });
      },
      async () => {
        const seen = await eventsUntilFence(ctx, theirs);
        const leaked = entriesFor(seen.events, id);
        expectThat(leaked.length === 0, {
          title: "Another user got the subscription entry of a subscription that is not theirs",
          expected: `no subscription entry for channel ${id} on the queue of ${other.email} (up to its fence)`,
          received: show(leaked),
          exchange: seen.last,
        });
      },
    ], (read) => read());
  },
});
