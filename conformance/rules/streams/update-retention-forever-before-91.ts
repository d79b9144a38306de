import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { allChannels, getStream, PATCH, GET, patchStream, pickPublic, restoreLater, show } from "./_support.ts";

// Before level 91 "retain forever" was spelled "forever": levels 17 to 90 store it as -1 (and "realm_default" as
// null, days as days). The setting is put back.
export default rule({
  id: "streams/update-retention-forever-before-91",
  title: "PATCH message_retention_days \"forever\" → -1 (before \"unlimited\" replaced it)",
  seed: "Endpoints, Channels: PATCH /streams/{stream_id} message_retention_days (before level 91 forever was `forever`); Versioning: 17, 91",
  statements: ["streams.update-retention", "level.91"],
  operations: [PATCH, GET],
  roles: ["owner"],
  since: "PATCH /streams/{stream_id} body.message_retention_days",
  until: "PATCH /streams/{stream_id} body.message_retention_days=unlimited @renamed",
  writes: true,
  async run(ctx) {
    const owner = ctx.as("owner");
    const channel = pickPublic(await allChannels(owner));
    if (!channel) return ctx.note("no public channel to edit");
    const id = channel.stream_id;
    await restoreLater(ctx, owner, id, ["message_retention_days"]);
    const value = fc.oneof(
      fc.constant({ sent: "forever" as number | string, stored: -1 as number | null }),
      fc.constant({ sent: "realm_default", stored: null }),
      fc.integer({ min: 1, max: 3650 }).map((n) => ({ sent: n, stored: n })),
    );
    const check = async (v: { sent: number | string; stored: number | null }) => {
      expectSuccess(await patchStream(owner, id, { message_retention_days: v.sent }), `PATCH message_retention_days ${show(v.sent)}`);
      const { ex, stream } = await getStream(owner, id);
      expectThat(stream.message_retention_days === v.stored, { title: `message_retention_days did not round trip (${typeof v.sent === "string" ? v.sent : "a number of days"})`, expected: `${show(v.stored)} after sending ${show(v.sent)}`, received: show(stream.message_retention_days), exchange: ex });
    };
    // Each form every run, then random ones.
    await ctx.each([{ sent: "forever", stored: -1 }, { sent: "realm_default", stored: null }, { sent: 30, stored: 30 }], check);
    await ctx.property("retention", value, check);
  },
});
