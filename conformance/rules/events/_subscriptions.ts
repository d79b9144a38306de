// Not a rule: subscription events for the subscription-entry rules. The seed ties no operation of its own to
// subscription events; subscribing (POST /users/me/subscriptions, beyond the seed, as Zulip has it) is what sends
// them with full entries. The administrator joins a public channel it is not in and leaves it again afterwards, or,
// when it is in every public channel, leaves one and joins it again. The entries of the subscription events that
// arrive before a fence are returned.
import { expectSuccess } from "../expect.ts";
import type { Caller, RuleContext } from "../types.ts";
import { registerQueue, subscribedChannels, type Body, type Collected } from "../shared/events.ts";
import { eventsUntilFence } from "./_drafts.ts";

export const SUBSCRIPTION_OPERATIONS = [
  "POST /users/me/subscriptions",
  "DELETE /users/me/subscriptions",
  "GET /streams",
  "POST /register",
  "GET /events",
  "DELETE /events",
  "POST /drafts",
];

const SUBSCRIBE = "POST /users/me/subscriptions";
const UNSUBSCRIBE = "DELETE /users/me/subscriptions";

export async function subscriptionEntries(ctx: RuleContext, admin: Caller): Promise<{ entries: Body[]; got?: Collected }> {
  const listed = expectSuccess(await admin.call("GET /streams", { query: { include_public: true, include_subscribed: false } }), "listing public channels");
  const publicChannels = ((listed.streams as Body[] | undefined) ?? []).filter((s) => s.invite_only === false && typeof s.name === "string");
  const subscribed = new Set((await subscribedChannels(admin)).map((s) => s.stream_id));
  const join = (name: string) => admin.call(SUBSCRIBE, { body: { subscriptions: [{ name }] } });
  const leave = (name: string) => admin.call(UNSUBSCRIBE, { body: { subscriptions: [name] } });

  const outside = publicChannels.find((s) => !subscribed.has(s.stream_id));
  const channel = outside ?? publicChannels[0];
  if (!channel) return { entries: [] };
  const name = channel.name as string;
  const q = await registerQueue(ctx, admin, { event_types: ["subscription", "drafts"] });
  if (outside) {
    ctx.cleanup(`leave channel ${name} again`, () => leave(name));
  } else {
    ctx.cleanup(`join channel ${name} again`, () => join(name));
    expectSuccess(await leave(name), `leaving channel ${name} before joining it again`);
  }
  expectSuccess(await join(name), `joining channel ${name}`);
  const got = await eventsUntilFence(ctx, q);
  const entries = got.events
    .filter((e) => e?.type === "subscription" && Array.isArray(e.subscriptions))
    .flatMap((e) => (e.subscriptions as unknown[]).filter((s): s is Body => typeof s === "object" && s !== null));
  return { entries, got };
}
