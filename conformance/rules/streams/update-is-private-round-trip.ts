import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { getStream, PATCH, GET, patchStream, show, privacyChannel } from "./_support.ts";

// is_private switches a channel between public and private and invite_only follows, both ways. Made private with
// history_public_to_subscribers, the channel keeps the history setting sent; made public again, its history is
// public to subscribers ("always true for public channels today"; false "is an error for a public channel"). Either
// way it stays as web-public as it was (is_private changes the private status, not the web-public one). The
// channel is one
// the administrator is subscribed to (making a private channel public again is a private channel's permission
// change), public, and neither default nor web-public where the realm has one; its state is put back.
export default rule({
  id: "streams/update-is-private-round-trip",
  title: "PATCH is_private: public ↔ private, invite_only follows",
  seed: "States and transitions: channel public → private (PATCH /streams/{stream_id} with is_private true); Endpoints, Channels: PATCH is_private; Channel object: invite_only",
  statements: ["streams.update-is-private", "state.channel-private", "channel.invite-only"],
  operations: [PATCH, GET],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const picked = await privacyChannel(ctx, admin);
    if (!picked) return;
    const { id, before } = picked;
    const set = async (isPrivate: boolean, bodyKind: "urlencoded" | "multipart", history?: boolean) => {
      const body = { is_private: isPrivate, ...(history === undefined ? {} : { history_public_to_subscribers: history }) };
      expectSuccess(await patchStream(admin, id, body, bodyKind), `PATCH ${show(body)}`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.invite_only === isPrivate, { title: "invite_only does not follow is_private", expected: `invite_only ${isPrivate}`, received: show(stream.invite_only), exchange: ex });
      expectThat(stream.is_web_public === before.is_web_public, { title: "is_private changed the web-public status", expected: `is_web_public ${show(before.is_web_public)} as before`, received: show(stream.is_web_public), exchange: ex });
      // Private: the history setting sent, if any (unsent, the seed does not say). Public: public history.
      const want = isPrivate ? history : true;
      if (want !== undefined)
        expectThat(stream.history_public_to_subscribers === want, {
          title: isPrivate ? "history_public_to_subscribers sent with is_private not applied" : "A channel made public has no public history",
          expected: `history_public_to_subscribers ${want}`,
          received: show(stream.history_public_to_subscribers),
          exchange: ex,
        });
    };
    // Private with its history hidden from new subscribers (then public: the case where public history must be set),
    // with it public, and without sending it: every value, every run, each followed by making the channel public.
    await ctx.each([false, true, undefined], async (history) => {
      await set(true, "urlencoded", history);
      await set(false, "urlencoded");
    });
  },
});
