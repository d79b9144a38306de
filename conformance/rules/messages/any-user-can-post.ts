import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyOf, show } from "../shared/events.ts";
import type { Caller, RuleContext } from "../types.ts";

const SUBSCRIBE = "POST /users/me/subscriptions";
const UNSUBSCRIBE = "DELETE /users/me/subscriptions";
const GET_STREAM = "GET /streams/{stream_id}";

/** A new channel `me` creates (POST /users/me/subscriptions, Zulip's, beyond the seed), or undefined if refused. */
async function create(ctx: RuleContext, me: Caller, label: string, inviteOnly: boolean): Promise<{ id: number; name: string; policy: unknown } | undefined> {
  const name = ctx.name(label);
  const made = await me.call(SUBSCRIBE, { body: { subscriptions: [{ name, description: "created by the conformance suite" }], invite_only: inviteOnly } });
  if (bodyOf(made).result !== "success") return undefined;
  ctx.cleanup(`leave channel ${name}`, () => me.call(UNSUBSCRIBE, { body: { subscriptions: [name] } }));
  const listed = await me.call("GET /streams", { query: { include_public: !inviteOnly, include_subscribed: true } });
  const s = ((bodyOf(listed).streams ?? []) as { name?: unknown; stream_id?: unknown }[]).find((c) => c.name === name);
  if (!s || !Number.isInteger(s.stream_id)) return undefined;
  const read = bodyOf(await me.call(GET_STREAM, { path: { stream_id: s.stream_id as number } }));
  return { id: s.stream_id as number, name, policy: (read.stream as { stream_post_policy?: unknown } | undefined)?.stream_post_policy };
}

// stream_post_policy 1 means any user can post: a member posts to a private channel they are subscribed to, and to a
// public channel they are not subscribed to (both created by the member with the default policy, 1, as the channel
// reads; the second left again before posting). Channels cannot be deleted through the seed's API: their names carry
// the run's prefix, and the member leaves them.
export default rule({
  id: "messages/any-user-can-post",
  title: "Under stream_post_policy 1 a member posts to a private channel they belong to and a public one they do not",
  seed: "Channel object: stream_post_policy (1 any user can post); invite_only (true for a private channel)",
  statements: ["channel.stream-post-policy"],
  operations: [SUBSCRIBE, UNSUBSCRIBE, "GET /streams", GET_STREAM, "POST /messages"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const cases: { what: string; channel: Awaited<ReturnType<typeof create>> }[] = [];
    cases.push({ what: "a private channel the member is subscribed to", channel: await create(ctx, me, "private-post", true) });
    const open = await create(ctx, me, "public-post", false);
    if (open) expectSuccess(await me.call(UNSUBSCRIBE, { body: { subscriptions: [open.name] } }), "leaving the new public channel");
    cases.push({ what: "a public channel the member is not subscribed to", channel: open });
    let tested = 0;
    await ctx.each(cases, async ({ what, channel }) => {
      if (!channel || channel.policy !== 1) return; // the organization does not let members create channels, or not with policy 1
      tested++;
      const ex = await me.call("POST /messages", { body: { type: "stream", to: channel.id, topic: ctx.name("post"), content: `posting to ${what}` } });
      expectThat(bodyOf(ex).result === "success", {
        title: "A member could not post to a channel whose stream_post_policy is 1 (any user can post)",
        expected: `a message to ${what} (channel ${channel.id}, stream_post_policy 1) accepted`,
        received: show(bodyOf(ex)),
        exchange: ex,
      });
    });
    if (!tested) ctx.note("the member could not create channels with stream_post_policy 1; nothing to test");
  },
});
