// Not a rule: subscription events for the subscription-entry rules. The seed's API has no operation tied to
// subscription events; PATCH /streams on a channel the administrator is subscribed to is the closest (Zulip sends
// stream events for it, and subscription events for changes of subscription properties, which the seed's API
// cannot make). The entries of whatever subscription events arrive before a fence are returned.
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import { registerQueue, subscribedChannels, type Body, type Collected } from "./_support.ts";
import { eventsUntilFence } from "./_drafts.ts";

export async function subscriptionEntries(ctx: RuleContext, admin: Caller): Promise<{ entries: Body[]; got?: Collected }> {
  const channel = (await subscribedChannels(admin)).find((s) => Number.isInteger(s.stream_id) && typeof s.description === "string");
  if (!channel) return { entries: [] };
  const q = await registerQueue(ctx, admin, { event_types: ["subscription", "drafts"] });
  const op = "PATCH /streams/{stream_id}";
  const path = { stream_id: channel.stream_id };
  ctx.cleanup(`put the description of channel ${channel.stream_id} back`, () => admin.call(op, { path, body: { description: channel.description } }));
  expectSuccess(await admin.call(op, { path, body: { description: `${ctx.name("description")} (changed by the conformance suite)` } }), "changing a channel's description");
  expectSuccess(await admin.call(op, { path, body: { description: channel.description } }), "putting the channel's description back");
  const got = await eventsUntilFence(ctx, q);
  const entries = got.events
    .filter((e) => e?.type === "subscription" && Array.isArray(e.subscriptions))
    .flatMap((e) => (e.subscriptions as unknown[]).filter((s): s is Body => typeof s === "object" && s !== null));
  return { entries, got };
}
