import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { allChannels, ids, listStreams, LIST, show, sorted, subscribedIds, type Flag } from "./_support.ts";
import { effective, flagCases, flagsArbitrary, flagsPart } from "./_flags.ts";

// A guest's GET /streams. The endpoint returns "all channels the user can access", and include_public "all public
// channels": for a guest, who may not access every public channel, every reading is accepted, from include_public
// adding all public channels to it adding none (Zulip's). So the result holds at least the web-public channels
// (include_web_public) and the guest's subscriptions (include_subscribed), at most also the public and (with
// include_default) the default channels, and never a private channel the guest is not subscribed to.
export default rule({
  id: "streams/list-guest-flag-combinations",
  title: "GET /streams for a guest returns the channels its flags select, within what a guest can access",
  seed: "Endpoints, Channels: GET /streams (all channels the user can access; include_public, include_web_public, include_subscribed, include_default)",
  statements: ["streams.list-accessible", "streams.include-public", "streams.include-web-public", "streams.include-subscribed", "streams.include-default"],
  operations: [LIST],
  roles: ["administrator", "guest"],
  async run(ctx) {
    const guest = ctx.as("guest");
    const all = await allChannels(ctx.as("administrator"));
    const subscribed = await subscribedIds(guest);
    const where = (p: (c: (typeof all)[number]) => boolean) => all.filter(p).map((c) => c.stream_id);
    const publicIds = where((c) => c.invite_only === false);
    const webPublic = where((c) => c.is_web_public === true);
    const defaults = where((c) => c.is_default === true);
    const check = async (query: Partial<Record<Flag, boolean>>) => {
      const { ex, streams } = await listStreams(guest, query);
      const got = ids(streams);
      const on = (f: Flag) => effective(query, f);
      const low = new Set<number>([
        ...(on("include_web_public") ? webPublic : []),
        ...(on("include_subscribed") ? subscribed : []),
      ]);
      const high = new Set<number>([...low, ...(on("include_public") ? publicIds : []), ...(on("include_default") ? defaults : [])]);
      const missing = [...low].filter((id) => !got.has(id));
      const extra = [...got].filter((id) => !high.has(id));
      expectThat(!missing.length && !extra.length && got.size === streams.length, {
        title: `GET /streams for a guest returned other channels than its flags select (${flagsPart(query)})`,
        expected: `for ${show(query)}: at least [${sorted(low).join(", ")}], at most [${sorted(high).join(", ")}], each once`,
        received: `[${streams.map((s) => s.stream_id).join(", ")}]${missing.length ? `; missing ${missing.join(", ")}` : ""}${extra.length ? `; unexpected ${extra.join(", ")}` : ""}`,
        exchange: ex,
      });
    };
    // Each flag alone (sent true, sent false, the others omitted or sent false) and none, every run; then random ones.
    await ctx.each(flagCases(false), check);
    await ctx.property("flags", flagsArbitrary(false), check);
  },
});
