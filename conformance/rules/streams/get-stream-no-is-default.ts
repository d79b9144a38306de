import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { getStream, listStreams, LIST, GET, only } from "./_support.ts";

// GET /streams/{stream_id} returns the channel object "without is_default", whatever the channel (default or not).
export default rule({
  id: "streams/get-stream-no-is-default",
  title: "GET /streams/{stream_id} returns the channel without is_default",
  seed: "Endpoints, Channels: GET /streams/{stream_id} (stream: channel object without is_default)",
  statements: ["streams.get-one", "channel.is-default"],
  operations: [LIST, GET],
  roles: ["member"],
  async run(ctx) {
    const member = ctx.as("member");
    const { streams } = await listStreams(member, only("include_public", "include_subscribed", "include_default"));
    const ordered = [...streams].sort((a, b) => Number(b.is_default === true) - Number(a.is_default === true));
    if (!ordered.length) return ctx.note("the member sees no channel");
    // A default channel first (where is_default would most likely leak), then any.
    const check = async (id: number) => {
      const { ex, stream } = await getStream(member, id);
      expectThat(!("is_default" in stream), { title: "GET /streams/{stream_id} carries is_default", expected: "a channel object without is_default", received: `is_default: ${JSON.stringify(stream.is_default)}`, exchange: ex });
    };
    // Up to sixteen channels (the default ones first) every run; random ones of the rest.
    await ctx.each(ordered.slice(0, 16).map((c) => c.stream_id), check);
    const rest = ordered.slice(16).map((c) => c.stream_id);
    if (rest.length) await ctx.property("channel", fc.constantFrom(...rest), check);
  },
});
