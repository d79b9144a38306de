import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { allChannels, getStream, LIST, GET, show } from "./_support.ts";

// date_created (level 30): an integer UNIX timestamp on every channel object, in the list and the single view alike.
export default rule({
  id: "streams/channel-date-created",
  title: "Every channel carries date_created, an integer",
  seed: "Channel object: date_created (integer, UNIX timestamp of creation); Versioning: 30 channel date_created",
  statements: ["channel.date-created", "level.30"],
  operations: [LIST, GET],
  roles: ["administrator"],
  since: "Channel.date_created",
  async run(ctx) {
    const admin = ctx.as("administrator");
    const all = await allChannels(admin);
    const bad = all.filter((c) => !Number.isInteger(c.date_created));
    expectThat(!bad.length, { title: "Channel without an integer date_created", expected: "date_created: integer on every channel", received: bad.map((c) => `${c.stream_id}: ${show(c.date_created)}`).join("; ") });
    // Up to 20 channels, each its own case.
    await ctx.each(all.slice(0, 20), async (c) => {
      const { ex, stream } = await getStream(admin, c.stream_id);
      expectThat(Number.isInteger(stream.date_created) && stream.date_created === c.date_created, {
        title: "GET /streams/{stream_id} date_created missing or different from the list",
        expected: `date_created ${show(c.date_created)} (integer)`,
        received: show(stream.date_created),
        exchange: ex,
      });
    });
  },
});
