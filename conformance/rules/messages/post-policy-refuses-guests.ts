import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { bodyOf, sharedChannel, show } from "../shared/events.ts";

const PATCH = "PATCH /streams/{stream_id}";

// stream_post_policy 2, 3 and 4 let only administrators, full members and moderators post: a guest (not a member at
// all, so not a full one) is refused under each, and posts under 1 (any user). An administrator sets each value on a
// channel the administrator and the guest are subscribed to (policy 1 before, and after: the rule ends with it).
export default rule({
  id: "messages/post-policy-refuses-guests",
  title: "A guest can post under stream_post_policy 1 only",
  seed: "Channel object: stream_post_policy (1 any user can post, 2 only administrators, 3 only full members, 4 only moderators); Endpoints, Channels: PATCH stream_post_policy",
  statements: ["channel.stream-post-policy", "streams.update-post-policy"],
  operations: [PATCH, "GET /streams", "POST /messages"],
  roles: ["administrator", "guest"],
  since: "Role=moderator",
  writes: true,
  async run(ctx) {
    const [admin, guest] = [ctx.as("administrator"), ctx.as("guest")];
    const channel = await sharedChannel([admin, guest]);
    if (!channel) return ctx.note("the administrator and the guest share no channel anyone may post to; nothing to test");
    const setPolicy = (policy: number) => admin.call(PATCH, { path: { stream_id: channel.stream_id }, body: { stream_post_policy: policy } });
    ctx.cleanup(`stream_post_policy 1 again on channel ${channel.stream_id}`, () => setPolicy(1));
    await ctx.each([2, 3, 4, 1], async (policy) => {
      expectSuccess(await setPolicy(policy), `setting stream_post_policy ${policy}`);
      const ex = await guest.call("POST /messages", { body: { type: "stream", to: channel.stream_id, topic: ctx.name("guest-policy"), content: `a guest posting under policy ${policy}` } });
      const allowed = policy === 1;
      expectThat((bodyOf(ex).result === "success") === allowed, {
        title: allowed ? "A guest could not post under stream_post_policy 1 (any user)" : `A guest could post where the policy allows only administrators, full members or moderators: stream_post_policy ${policy}`,
        expected: `the guest's message ${allowed ? "accepted" : "refused"} under stream_post_policy ${policy}`,
        received: show(bodyOf(ex)),
        exchange: ex,
      });
    });
  },
});
