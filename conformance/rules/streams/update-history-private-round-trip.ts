import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { getStream, GET, PATCH, patchStream, show, privacyChannel } from "./_support.ts";

// From level 136 history_public_to_subscribers is "always honored": sent alone to a private channel (its
// administrator subscribed), it sets the history setting and the channel stays private. What an update sending only
// is_private does to the history setting the seed does not say (Zulip resets it): after is_private=true to the
// already private channel, only that it is still private is read, and the history setting is sent again.
// A public channel the administrator is subscribed to is made private for this; everything is put back.
export default rule({
  id: "streams/update-history-private-round-trip",
  title: "history_public_to_subscribers alone round trips on a private channel",
  seed: "Endpoints, Channels: PATCH history_public_to_subscribers (boolean; before level 136 silently ignored unless ...), is_private (change private status); Channel object: history_public_to_subscribers; Versioning: 136 always honored",
  statements: ["streams.update-history-public", "channel.history-public-to-subscribers", "level.136"],
  operations: [PATCH, GET, "GET /streams"],
  roles: ["administrator"],
  since: `${PATCH} body.history_public_to_subscribers @changed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const picked = await privacyChannel(ctx, admin);
    if (!picked) return;
    const { id } = picked;
    expectSuccess(await patchStream(admin, id, { is_private: true, history_public_to_subscribers: true }), "making the channel private");
    const expectState = async (history: boolean, after: string) => {
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.invite_only === true && stream.history_public_to_subscribers === history, {
        title: "history_public_to_subscribers of a private channel is not as set",
        expected: `invite_only true, history_public_to_subscribers ${history} after ${after}`,
        received: show({ invite_only: stream.invite_only, history_public_to_subscribers: stream.history_public_to_subscribers }),
        exchange: ex,
      });
    };
    // Both values, every run.
    await ctx.each([false, true], async (history) => {
      expectSuccess(await patchStream(admin, id, { history_public_to_subscribers: history }), `PATCH history_public_to_subscribers ${history}`);
      await expectState(history, `history_public_to_subscribers ${history} alone`);
      expectSuccess(await patchStream(admin, id, { is_private: true }), "PATCH is_private true (already private)");
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.invite_only === true, {
        title: "A private channel sent is_private true is no longer private",
        expected: "invite_only true after is_private true alone (history_public_to_subscribers either value: the seed does not say)",
        received: show({ invite_only: stream.invite_only }),
        exchange: ex,
      });
    });
  },
});
