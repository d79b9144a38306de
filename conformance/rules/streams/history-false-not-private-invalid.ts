import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { allChannels, getStream, PATCH, GET, patchStream, restoreLater, show } from "./_support.ts";

// history_public_to_subscribers=false "is an error ... when is_private is false": sent together with
// is_private=false (which every level honours) it is the invalid-parameters error, and the channel is unchanged. Any public
// channel; should a server accept, the channel is put back.
export default rule({
  id: "streams/history-false-not-private-invalid",
  title: "is_private=false with history_public_to_subscribers=false is the invalid-parameters error",
  seed: "Endpoints, Channels: PATCH history_public_to_subscribers (false is an error ... when is_private is false); Errors: PATCH /streams/{stream_id}, invalid permission combination, invalid-parameters",
  statements: ["streams.update-history-public", "errors.update-stream-invalid-combination", "level.136"],
  operations: [PATCH, GET],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const publics = (await allChannels(admin)).filter((c) => c.invite_only === false).slice(0, 5);
    if (!publics.length) return ctx.note("no public channel");
    for (const c of publics) await restoreLater(ctx, admin, c.stream_id, ["privacy"]);
    // Each of up to five public channels, every run.
    await ctx.each(publics.map((c) => c.stream_id), async (id) => {
      expectError(await patchStream(admin, id, { is_private: false, history_public_to_subscribers: false }), "invalid-parameters");
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.invite_only === false && stream.history_public_to_subscribers === true, {
        title: "Refused permission change applied anyway",
        expected: "invite_only false, history_public_to_subscribers true",
        received: show({ invite_only: stream.invite_only, history_public_to_subscribers: stream.history_public_to_subscribers }),
        exchange: ex,
      });
    });
  },
});
