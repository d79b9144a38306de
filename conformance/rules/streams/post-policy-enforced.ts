import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyOf, subscribedChannels, show } from "../shared/events.ts";
import { PATCH, patchStream, restoreLater } from "./_support.ts";
import type { Caller } from "../types.ts";

// stream_post_policy says who can post: 1 any user, 2 only administrators, 4 only moderators (and administrators,
// who rank above them), 3 only full members (administrators are; who else is depends on a waiting period the seed
// does not show). For each value an administrator sets on a channel all three accounts are subscribed to, a member,
// a moderator and the administrator try to post: each is accepted exactly as the value says. The policy is put back.
export default rule({
  id: "streams/post-policy-enforced",
  title: "stream_post_policy decides who can post, for every value",
  seed: "Channel object: stream_post_policy (1 any user can post, 2 only administrators, 3 only full members, 4 only moderators); Endpoints, Channels: PATCH stream_post_policy (1, 2, 3 or 4)",
  statements: ["channel.stream-post-policy", "streams.update-post-policy"],
  operations: [PATCH, "GET /streams", "GET /streams/{stream_id}", "POST /messages"],
  roles: ["administrator", "moderator", "member"],
  since: "Role=moderator",
  writes: true,
  async run(ctx) {
    const [admin, moderator, member] = [ctx.as("administrator"), ctx.as("moderator"), ctx.as("member")];
    const lists = await Promise.all([admin, moderator, member].map(subscribedChannels));
    const channel = lists[0].find((s) => s.invite_only === false && lists.every((l) => l.some((o) => o.stream_id === s.stream_id)));
    if (!channel) return ctx.note("no public channel all three accounts are subscribed to; nothing to test");
    const id = channel.stream_id as number;
    await restoreLater(ctx, admin, id, ["stream_post_policy"]);
    const may: Record<number, Caller[]> = { 1: [member, moderator, admin], 2: [admin], 3: [admin], 4: [moderator, admin] };
    // Every policy and poster, every run, each its own case (the policy is set once, before its first poster).
    const cases = [1, 2, 3, 4].flatMap((policy) => (policy === 3 ? [admin] : [member, moderator, admin]).map((who) => ({ policy, who })));
    let current: number | undefined;
    await ctx.each(cases, async ({ policy, who }) => {
      if (current !== policy) {
        current = undefined;
        expectSuccess(await patchStream(admin, id, { stream_post_policy: policy }), `setting stream_post_policy ${policy}`);
        current = policy;
      }
      {
        const ex = await who.call("POST /messages", { body: { type: "stream", to: id, topic: ctx.name("policy"), content: `posting under policy ${policy}` } });
        const allowed = may[policy].includes(who);
        expectThat((bodyOf(ex).result === "success") === allowed, {
          title: `${allowed ? "A user the policy lets post was refused" : "A user the policy does not let post could post"}: ${who.role} under stream_post_policy ${policy}`,
          expected: `${who.role} ${allowed ? "may" : "may not"} post under stream_post_policy ${policy}`,
          received: show(bodyOf(ex)),
          exchange: ex,
        });
      }
    });
  },
});
