import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { MUTE, UNMUTE, flagsOf, send, startUnmuted, type Kind } from "./_muting.ts";
import { sharedChannel } from "../shared/events.ts";

// Muting a user marks all existing messages from them read for the requester: messages the other member sends
// (direct, and in a channel the requester is subscribed to) carry the `read` flag for the requester once muted.
// Each run unmutes again; the messages stay (there is no delete in the seed).
export default rule({
  id: "muting/mute-marks-messages-read",
  title: "Muting marks the muted user's existing messages read",
  seed: "States and transitions: user not muted → muted; also: all existing messages from the muted user are marked read",
  statements: ["state.mute-marks-existing-read"],
  operations: [MUTE, UNMUTE, "POST /messages", "GET /messages/{message_id}", "GET /streams"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member", 0);
    const other = ctx.as("member", 1);
    await startUnmuted(ctx, me, other);
    const channel = await sharedChannel([me, other]);
    // A direct message, a channel message, and several of both before one mute, every run.
    const lists: Kind[][] = channel ? [["direct"], ["channel"], ["direct", "channel", "direct"]] : [["direct"], ["direct", "direct"]];
    await ctx.each(lists, async (list) => {
      const ids: number[] = [];
      for (const kind of list) ids.push(await send(ctx, other, me, kind, channel));
      const mute = await me.call(MUTE, { path: { muted_user_id: other.userId } });
      expectSuccess(mute, "muting a user who is not muted");
      try {
        for (const id of ids) {
          const { ex, flags } = await flagsOf(me, id);
          expectThat(flags.includes("read"), {
            title: `a ${list[ids.indexOf(id)]} message from the muted user is not read after muting`,
            expected: `message ${id} (sent before the mute) has the read flag`,
            received: `flags ${show(flags)}`,
            exchange: ex,
          });
        }
      } finally {
        await me.call(UNMUTE, { path: { muted_user_id: other.userId } });
      }
    });
  },
});
