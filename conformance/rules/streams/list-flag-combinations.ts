import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { allChannels, ids, listStreams, LIST, show, sorted, subscribedIds } from "./_support.ts";
import { allowedResults, flagCases, flagsArbitrary, flagsPart, sameSet, showSets } from "./_flags.ts";

// For any combination of the GET /streams flags (each sent true, sent false or omitted), a member and an
// administrator get exactly the union of the channel sets the seed names: all public channels, all web-public
// channels, their own subscriptions, all active channels (administrators), default channels. The sets come from the
// server itself: the administrator's include_all_active view and each caller's include_subscribed view.
export default rule({
  id: "streams/list-flag-combinations",
  title: "GET /streams returns exactly the channels its flags select",
  seed: "Endpoints, Channels: GET /streams (include_public, include_web_public, include_subscribed, include_all_active, include_default)",
  statements: ["streams.list-accessible", "streams.include-public", "streams.include-web-public", "streams.include-subscribed", "streams.include-all-active", "streams.include-default"],
  operations: [LIST],
  roles: ["administrator", "member"],
  async run(ctx) {
    const member = ctx.as("member");
    const admin = ctx.as("administrator");
    const all = await allChannels(admin);
    const subscribed = { member: await subscribedIds(member), administrator: await subscribedIds(admin) };
    const check = async (who: "member" | "administrator", query: Record<string, boolean>) => {
      const caller = who === "member" ? member : admin;
      const { ex, streams } = await listStreams(caller, query);
      const got = ids(streams);
      expectThat(got.size === streams.length, {
        title: "GET /streams lists a channel twice",
        expected: "each channel at most once",
        received: show(streams.map((s) => s.stream_id)),
        exchange: ex,
      });
      const allowed = allowedResults(query, { all, subscribed: subscribed[who] });
      expectThat(allowed.some((a) => sameSet(a, got)), {
        title: `GET /streams returned other channels than its flags select (${flagsPart(query)})`,
        expected: `for ${show(query)} as ${who}: channel IDs ${showSets(allowed)}`,
        received: `[${sorted(got).join(", ")}]`,
        exchange: ex,
      });
    };
    // Each flag alone (sent true, sent false, the others omitted or sent false) and none, for both callers, every
    // run; then random combinations (sent true, sent false or omitted).
    const cases = (["member", "administrator"] as const).flatMap((who) => flagCases(who === "administrator").map((query) => ({ who, query })));
    await ctx.each(cases, ({ who, query }) => check(who, query));
    const arb = fc.constantFrom("member" as const, "administrator" as const).chain((who) => flagsArbitrary(who === "administrator").map((query) => ({ who, query })));
    await ctx.property("flags", arb, ({ who, query }) => check(who, query));
  },
});
