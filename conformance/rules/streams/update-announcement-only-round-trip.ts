import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, GET, PATCH, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// The deprecated is_announcement_only is still a body parameter of the update: set true and then false, the
// channel's is_announcement_only reads as set. The post policy is put back.
export default rule({
  id: "streams/update-announcement-only-round-trip",
  title: "PATCH is_announcement_only (deprecated) still round trips",
  seed: "Endpoints, Channels: PATCH is_announcement_only (boolean; deprecated; use stream_post_policy); Channel object: is_announcement_only (deprecated, replaced by stream_post_policy)",
  statements: ["streams.update-is-announcement-only", "channel.is-announcement-only"],
  operations: [PATCH, GET, "GET /streams"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const channel = pickPublic(await allChannels(admin));
    if (!channel) return ctx.note("no public channel to edit");
    await restoreLater(ctx, admin, channel.stream_id, ["stream_post_policy"]);
    // Both values, each its own case.
    await ctx.each([true, false], async (value) => {
      expectSuccess(await patchStream(admin, channel.stream_id, { is_announcement_only: value }), `PATCH is_announcement_only ${value}`);
      const { ex, stream } = await getStream(admin, channel.stream_id);
      expectThat(stream.is_announcement_only === value, { title: "is_announcement_only did not round trip", expected: `is_announcement_only ${value}`, received: show(stream.is_announcement_only), exchange: ex });
    });
  },
});
