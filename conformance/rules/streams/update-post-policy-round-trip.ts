import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// stream_post_policy (level 1) 1, 2, 3 and 4 round trip through PATCH and GET. The policy is put back.
export default rule({
  id: "streams/update-post-policy-round-trip",
  title: "PATCH stream_post_policy 1-4 round trips",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} stream_post_policy (1, 2, 3 or 4); Channel object: stream_post_policy",
  statements: ["streams.update-post-policy", "channel.stream-post-policy", "level.1"],
  operations: [PATCH, GET],
  roles: ["administrator"],
  since: "PATCH /streams/{stream_id} body.stream_post_policy",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["stream_post_policy"]);
    // Every policy, every run; each that does not round trip is its own finding.
    await ctx.each([1, 2, 3, 4], async (policy) => {
      expectSuccess(await patchStream(admin, id, { stream_post_policy: policy }), `PATCH stream_post_policy ${policy}`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.stream_post_policy === policy, { title: `stream_post_policy ${policy} did not round trip`, expected: String(policy), received: show(stream.stream_post_policy), exchange: ex });
    });
  },
});
