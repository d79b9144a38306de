import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { MUTE, UNMUTE, flagsOf, send, startUnmuted, type Kind } from "./_muting.ts";
import { sharedChannel } from "../shared/events.ts";

// Once a user is muted, their future messages are marked read for the requester.
export default rule({
  id: "muting/muted-future-messages-read",
  title: "Messages from a muted user arrive read",
  seed: "States and transitions: user not muted → muted; also: future messages from them are marked read for the requester",
  statements: ["state.mute-marks-future-read"],
  operations: [MUTE, UNMUTE, "POST /messages", "GET /messages/{message_id}", "GET /streams"],
  roles: ["member", "member"],
  since: "GET /messages/{message_id} response.message",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member", 0);
    const other = ctx.as("member", 1);
    await startUnmuted(ctx, me, other);
    const channel = await sharedChannel([me, other]);
    expectSuccess(await me.call(MUTE, { path: { muted_user_id: other.userId } }), "muting a user who is not muted");
    ctx.cleanup(`unmute ${other.email} for ${me.email}`, () => me.call(UNMUTE, { path: { muted_user_id: other.userId } }));
    // A direct and a channel message, every run.
    await ctx.each<Kind>(channel ? ["direct", "channel"] : ["direct"], async (kind) => {
      const id = await send(ctx, other, me, kind, channel);
      const { ex, flags } = await flagsOf(me, id);
      expectThat(flags.includes("read"), {
        title: `a ${kind} message from a muted user is not read`,
        expected: `message ${id} (sent after the mute) has the read flag`,
        received: `flags ${show(flags)}`,
        exchange: ex,
      });
    });
  },
});
