import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, restoreLater, show, subscribedIds } from "./_support.ts";

// is_private switches a channel between public and private and invite_only follows, both ways. The channel is one
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
    const channel = pickPublic(await allChannels(admin), { subscribedBy: await subscribedIds(admin), nonDefault: true });
    if (!channel) return ctx.note("no public, non-default channel the administrator is subscribed to");
    const id = channel.stream_id;
    await restoreLater(ctx, admin, id, ["privacy"]);
    const set = async (isPrivate: boolean, bodyKind: "urlencoded" | "multipart") => {
      expectSuccess(await patchStream(admin, id, { is_private: isPrivate }, bodyKind), `PATCH is_private ${isPrivate}`);
      const { ex, stream } = await getStream(admin, id);
      expectThat(stream.invite_only === isPrivate, { title: "invite_only does not follow is_private", expected: `invite_only ${isPrivate}`, received: show(stream.invite_only), exchange: ex });
    };
    await ctx.property("privacy", fc.tuple(fc.constantFrom("urlencoded" as const, "multipart" as const), fc.constantFrom("urlencoded" as const, "multipart" as const)), async ([a, b]) => {
      await set(true, a);
      await set(false, b);
    });
  },
});
