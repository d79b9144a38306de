import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { allChannels, listStreams, LIST, show, type Flag } from "./_support.ts";
import { effective, flagCases, flagsArbitrary } from "./_flags.ts";

// is_default appears "only in the list endpoint and only when include_default is true": with include_default every
// listed channel carries a boolean is_default (true exactly for the realm's default channels, the same in every
// caller's view); without it no channel carries the key.
export default rule({
  id: "streams/is-default-only-with-include-default",
  title: "is_default is present exactly when include_default is true, and agrees between callers",
  seed: "Channel object: is_default (only in the list endpoint and only when include_default is true); Endpoints, Channels: GET /streams include_default",
  statements: ["channel.is-default", "streams.include-default"],
  operations: [LIST],
  roles: ["administrator", "member"],
  async run(ctx) {
    const member = ctx.as("member");
    const defaults = new Set((await allChannels(ctx.as("administrator"))).filter((c) => c.is_default === true).map((c) => c.stream_id));
    const check = async (query: Partial<Record<Flag, boolean>>) => {
      const { ex, streams } = await listStreams(member, query);
      const wanted = effective(query, "include_default");
      const wrong = streams.filter((c) => (wanted ? c.is_default !== defaults.has(c.stream_id) : "is_default" in c));
      expectThat(!wrong.length, {
        title: wanted ? "is_default missing or wrong with include_default" : "is_default present without include_default",
        expected: wanted ? `every channel with is_default: true for the default channels [${[...defaults].join(", ")}], false otherwise` : "no channel with an is_default key",
        received: wrong.map((c) => `${c.stream_id}: ${show(c.is_default)}`).join("; "),
        exchange: ex,
      });
    };
    // include_default sent true, sent false and omitted (each flag alone, and none), every run; then random ones.
    await ctx.each(flagCases(false), check);
    await ctx.property("flags", flagsArbitrary(false), check);
  },
});
