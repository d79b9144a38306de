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

/** A public channel the caller can see, preferring one `user` is not subscribed to. */
export async function publicChannel(admin: Caller, user: Caller): Promise<{ stream_id: number; name: string; subscribed: boolean } | undefined> {
  const listed = expectSuccess(await admin.call("GET /streams", { query: { include_public: true, include_subscribed: false } }), "listing public channels");
  const channels = ((listed.streams as Body[] | undefined) ?? []).filter((s) => s.invite_only === false && typeof s.name === "string" && Number.isInteger(s.stream_id));
  const theirs = new Set((await subscribedChannels(user)).map((s) => s.stream_id));
  const c = channels.find((s) => !theirs.has(s.stream_id)) ?? channels[0];
  return c ? { stream_id: c.stream_id as number, name: c.name as string, subscribed: theirs.has(c.stream_id) } : undefined;
}

/**
 * `admin` subscribes `user` (itself, or another user through `principals`) to a public channel after the queues
 * `register` opens exist; `user` is left subscribed exactly as it was before. Returns the channel.
 */
export async function subscribeToChannel(ctx: RuleContext, admin: Caller, user: Caller, register: () => Promise<void>): Promise<{ stream_id: number; name: string } | undefined> {
  const channel = await publicChannel(admin, user);
  if (!channel) return undefined;
  const principals = user.userId === admin.userId ? {} : { principals: [user.userId] };
  const join = () => admin.call(SUBSCRIBE, { body: { subscriptions: [{ name: channel.name }], ...principals } });
  const leave = () => admin.call(UNSUBSCRIBE, { body: { subscriptions: [channel.name], ...principals } });
  if (channel.subscribed) {
    ctx.cleanup(`subscribe ${user.email} to ${channel.name} again`, join);
    expectSuccess(await leave(), `unsubscribing ${user.email} from ${channel.name} before subscribing again`);
  } else ctx.cleanup(`unsubscribe ${user.email} from ${channel.name} again`, leave);
  await register();
  expectSuccess(await join(), `subscribing ${user.email} to ${channel.name}`);
  return channel;
}

/** The subscription entries of `events` (subscription events carrying a subscriptions list) for `streamId`. */
export const entriesFor = (events: Body[], streamId: number): Body[] =>
  events
    .filter((e) => e?.type === "subscription" && Array.isArray(e.subscriptions))
    .flatMap((e) => (e.subscriptions as unknown[]).filter((s): s is Body => typeof s === "object" && s !== null && (s as Body).stream_id === streamId));
