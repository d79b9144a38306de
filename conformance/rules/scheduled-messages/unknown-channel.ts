import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { SCHEDULE, schedule } from "./_support.ts";
import { channelIds, wideIds } from "../shared/wide-ids.ts";

// For every channel ID no server holds, a scheduled channel message is STREAM_DOES_NOT_EXIST carrying that stream_id,
// whichever channel type names it (stream, and channel from its level: both are channel messages).
export default rule({
  id: "scheduled-messages/unknown-channel",
  title: "A scheduled message to an unknown channel is STREAM_DOES_NOT_EXIST with its stream_id",
  seed: "Endpoints, Scheduled messages: nonexistent channel gives STREAM_DOES_NOT_EXIST (with stream_id); Errors: STREAM_DOES_NOT_EXIST, extra field stream_id (integer)",
  statements: ["errors.stream-does-not-exist", "scheduled.type"],
  operations: [SCHEDULE, "GET /streams"],
  roles: ["member"],
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const types = ["stream", ...(ctx.since(`${SCHEDULE} body.type=channel`) ? ["channel"] : [])];
    const arb = fc.tuple(fc.constantFrom(...types), fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }));
    const refused = async ([type, id]: [string, number]) => {
      const ex = await schedule(ctx, me, { type, to: id, topic: ctx.name("topic"), content: "to a channel that does not exist" });
      const body = expectError(ex, "nonexistent-channel");
      expectThat(body.stream_id === id, {
        title: "STREAM_DOES_NOT_EXIST does not carry the channel's ID",
        expected: `stream_id ${id}`,
        received: describeResponse(ex.response),
        exchange: ex,
      });
    };
    // Every type with a plain unknown ID and with IDs at the edges of the integer widths built from the member's
    // channels, every run.
    const ids = [2_000_000_000, ...wideIds(await channelIds(me))];
    await ctx.each(ids.flatMap((id) => types.map((type): [string, number] => [type, id])), refused);
    await ctx.property("unknown-channel", arb, refused);
  },
});
