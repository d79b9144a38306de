import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { allChannels, getStream, PATCH, GET, patchStream, restoreLater, show } from "./_support.ts";

// history_public_to_subscribers=false "is an error for a public or web-public channel" (honoured from level 136;
// before, sent alone it was silently ignored): the invalid-parameters error, and the channel stays public with public
// history. Any public channel, web-public ones included; should a server accept, the channel is put back.
export default rule({
  id: "streams/history-false-public-invalid",
  title: "history_public_to_subscribers=false on a public channel is the invalid-parameters error",
  seed: "Endpoints, Channels: PATCH history_public_to_subscribers (false is an error for a public or web-public channel; before level 136 silently ignored unless ...); Errors: PATCH /streams/{stream_id}, invalid permission combination, invalid-parameters",
  statements: ["streams.update-history-public", "errors.update-stream-invalid-combination", "channel.history-public-to-subscribers", "level.136"],
  operations: [PATCH, GET],
  roles: ["administrator"],
  since: "PATCH /streams/{stream_id} body.history_public_to_subscribers @changed",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const publics = (await allChannels(admin)).filter((c) => c.invite_only === false);
    if (!publics.length) return ctx.note("no public channel");
    for (const c of publics.slice(0, 5)) await restoreLater(ctx, admin, c.stream_id, ["privacy"]);
    // Each of up to five public channels (web-public ones included), every run.
    await ctx.each(publics.slice(0, 5).map((c) => c.stream_id), async (id) => {
      expectError(await patchStream(admin, id, { history_public_to_subscribers: false }), "invalid-parameters");
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
