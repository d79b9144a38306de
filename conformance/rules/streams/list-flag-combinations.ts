import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { allChannels, GET, ids, listStreams, LIST, show, sorted, subscribedIds, type Json } from "./_support.ts";
import { allowedResults, flagCases, flagsArbitrary, flagsPart, sameSet, showSets } from "./_flags.ts";

// For any combination of the GET /streams flags (each sent true, sent false or omitted), a member and an
// administrator get exactly the union of the channel sets the seed names: all public channels, all web-public
// channels, their own subscriptions, all active channels (administrators), default channels. The sets come from the
// server itself: the administrator's include_all_active view and each caller's include_subscribed view. That view
// is checked first against the channels themselves: every channel the administrator reads by ID in the gaps
// between the listed IDs (and just past the last) is active, so include_all_active must list it (a server leaving
// private channels out of every list would otherwise agree with itself).
export default rule({
  id: "streams/list-flag-combinations",
  title: "GET /streams returns exactly the channels its flags select",
  seed: "Endpoints, Channels: GET /streams (include_public, include_web_public, include_subscribed, include_all_active, include_default)",
  statements: ["streams.list-accessible", "streams.include-public", "streams.include-web-public", "streams.include-subscribed", "streams.include-all-active", "streams.include-default"],
  operations: [LIST, GET],
  roles: ["administrator", "member"],
  async run(ctx) {
    const member = ctx.as("member");
    const admin = ctx.as("administrator");
    const all = await allChannels(admin);
    await ctx.each(gapIds(ids(all)), async (id) => {
      const ex = await admin.call(GET, { path: { stream_id: id } });
      const body = ex.response.json as Json | undefined;
      const stream = body?.result === "success" ? (body.stream as Json | undefined) : undefined;
      if (stream?.stream_id !== id || stream.is_archived === true) return; // no such channel (or not an active one)
      expectThat(false, {
        title: "GET /streams with include_all_active leaves out a channel that GET /streams/{stream_id} shows",
        expected: `channel ${id} (${show(stream.name)}${stream.invite_only ? ", private" : ""}) among all active channels the administrator lists`,
        received: `[${sorted(ids(all)).join(", ")}]`,
        exchange: ex,
      });
    });
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

/** IDs no listed channel has: the gaps between the listed IDs and a few past the last, at most GAP_PROBES. */
function gapIds(listed: Set<number>): number[] {
  const top = Math.max(0, ...listed) + 3;
  const out: number[] = [];
  for (let id = 1; id <= top && out.length < GAP_PROBES; id++) if (!listed.has(id)) out.push(id);
  return out;
}

/** Reads spent on the gaps: a development realm's channels are all reached; a large realm's first gaps are. */
const GAP_PROBES = 24;
