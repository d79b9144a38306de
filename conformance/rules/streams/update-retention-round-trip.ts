import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// message_retention_days (level 91 on): a number of days is stored as that integer, "realm_default" as null
// (inherit the organization setting), "unlimited" as -1 (retain forever). Sent by the owner, who is an
// administrator (some servers reserve retention to owners). The setting is put back.
export default rule({
  id: "streams/update-retention-round-trip",
  title: "PATCH message_retention_days: days, \"realm_default\" → null, \"unlimited\" → -1",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} message_retention_days; Channel object: message_retention_days; Versioning: 17, 91",
  statements: ["streams.update-retention", "channel.message-retention-days", "level.17", "level.91"],
  operations: [PATCH, GET],
  roles: ["owner"],
  since: "PATCH /streams/{stream_id} body.message_retention_days=unlimited @renamed",
  writes: true,
  async run(ctx) {
    const owner = ctx.as("owner");
    const channel = pickPublic(await allChannels(owner));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    await restoreLater(ctx, owner, id, ["message_retention_days"]);
    const value = fc.oneof(
      fc.integer({ min: 1, max: 3650 }).map((n) => ({ sent: n as number | string, stored: n as number | null })),
      fc.constant({ sent: "realm_default", stored: null }),
      fc.constant({ sent: "unlimited", stored: -1 }),
    );
    type Value = { sent: number | string; stored: number | null };
    const check = async ({ v }: { v: Value }) => {
      expectSuccess(await patchStream(owner, id, { message_retention_days: v.sent }), `PATCH message_retention_days ${show(v.sent)}`);
      const { ex, stream } = await getStream(owner, id);
      expectThat(stream.message_retention_days === v.stored, {
        title: `message_retention_days did not round trip (${typeof v.sent === "string" ? v.sent : "a number of days"})`,
        expected: `${show(v.stored)} after sending ${show(v.sent)}`,
        received: show(stream.message_retention_days),
        exchange: ex,
      });
    };
    // Each form (1, the fewest days, included) every run, then random numbers of days.
    await ctx.each([{ sent: 30, stored: 30 }, { sent: 1, stored: 1 }, { sent: "unlimited", stored: -1 }, { sent: "realm_default", stored: null }], (v) => check({ v }));
    await ctx.property("retention", fc.record({ v: value }), check);
  },
});
