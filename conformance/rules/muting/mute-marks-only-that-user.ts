import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { sendMessage, sharedChannel } from "../shared/events.ts";
import { show } from "../shared/users.ts";
import { MUTE, UNMUTE, flagsOf, startUnmuted } from "./_muting.ts";

// Muting marks the muted user's existing messages read, and only theirs: two other members post to a new topic of
// a channel all three share (the muted one's message first, then the other's); once the requester mutes the first,
// the first one's message is read and the second one's message, which was unread, still is.
export default rule({
  id: "muting/mute-marks-only-that-user",
  title: "Muting a user marks only that user's messages read",
  seed: "States and transitions: user not muted → muted; also: all existing messages from the muted user are marked read",
  statements: ["state.mute-marks-existing-read", "state.mute"],
  operations: [MUTE, UNMUTE, "POST /messages", "GET /messages/{message_id}", "GET /streams"],
  roles: ["member", "member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const [me, muted, other] = [ctx.as("member", 0), ctx.as("member", 1), ctx.as("member", 2)];
    await startUnmuted(ctx, me, muted);
    const channel = await sharedChannel([me, muted, other]);
    if (!channel) return ctx.note("the three members share no channel anyone may post to; nothing to test");
    const topic = ctx.name("mute-scope");
    const fromMuted = await sendMessage(muted, { type: "stream", to: channel.stream_id, topic, content: "from the user about to be muted" });
    const fromOther = await sendMessage(other, { type: "stream", to: channel.stream_id, topic, content: "from a user who stays unmuted" });
    if ((await flagsOf(me, fromOther)).flags.includes("read")) return ctx.note("a new message from another member was already read; nothing to tell apart");
    expectSuccess(await me.call(MUTE, { path: { muted_user_id: muted.userId } }), "muting a user who is not muted");
    ctx.cleanup(`unmute ${muted.email} for ${me.email}`, () => me.call(UNMUTE, { path: { muted_user_id: muted.userId } }));
    // The muted user's message and the other's: each its own case.
    await ctx.each([
      async () => {
        const a = await flagsOf(me, fromMuted);
        expectThat(a.flags.includes("read"), { title: "The muted user's message is not read after muting", expected: `message ${fromMuted} read`, received: `flags ${show(a.flags)}`, exchange: a.ex });
      },
      async () => {
        const b = await flagsOf(me, fromOther);
        expectThat(!b.flags.includes("read"), {
          title: "Muting one user marked another user's message read",
          expected: `message ${fromOther} of ${other.email} (not muted) still unread`,
          received: `flags ${show(b.flags)}`,
          exchange: b.ex,
        });
      },
    ], (read) => read());
  },
});
