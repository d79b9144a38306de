import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { allChannels, ids, listStreams, LIST, only, show, sorted, subscribedIds } from "./_support.ts";
import { allowedResults, flagCases, flagsArbitrary, flagsPart, sameSet, showSets } from "./_flags.ts";
import { expectThat } from "../expect.ts";

// include_owner_subscribed: for a bot, the channels its owner is subscribed to, on top of what the other flags
// select. The owner is read from the bot's user object (bot_owner_id); the owner's subscriptions from the owner's
// own include_subscribed view (the owner role is an administrator, so it also lists every channel). bot_owner_id
// exists from level 1.
export default rule({
  id: "streams/list-owner-subscribed-for-bots",
  title: "GET /streams for a bot: include_owner_subscribed adds the channels its owner is subscribed to",
  seed: "Endpoints, Channels: GET /streams (include_owner_subscribed: for a bot, channels its owner is subscribed to)",
  statements: ["streams.include-owner-subscribed"],
  operations: [LIST, "GET /users/{user_id}"],
  roles: ["owner", "bot"],
  since: "User.bot_owner_id @renamed",
  async run(ctx) {
    const bot = ctx.as("bot");
    const owner = ctx.as("owner");
    const user = expectSuccess(await owner.call("GET /users/{user_id}", { path: { user_id: bot.userId } }), "GET /users/{bot}").user as Record<string, unknown> | undefined;
    if (user?.bot_owner_id !== owner.userId) {
      ctx.note(`the bot's owner (${show(user?.bot_owner_id)}) is not the configured owner account; include_owner_subscribed not checked`);
      return;
    }
    const all = await allChannels(owner);
    const truth = { all, subscribed: await subscribedIds(bot), ownerSubscribed: await subscribedIds(owner) };
    const check = async (query: Record<string, boolean>) => {
      const { ex, streams } = await listStreams(bot, query);
      const got = ids(streams);
      const allowed = allowedResults(query, truth);
      expectThat(got.size === streams.length && allowed.some((a) => sameSet(a, got)), {
        title: `GET /streams for a bot returned other channels than its flags select (${flagsPart(query)})`,
        expected: `for ${show(query)}: channel IDs ${showSets(allowed)}, each once (owner subscribed to [${sorted(truth.ownerSubscribed).join(", ")}])`,
        received: `[${streams.map((s) => s.stream_id).join(", ")}]`,
        exchange: ex,
      });
    };
    // include_owner_subscribed with and without include_subscribed, each flag alone (sent true, sent false, the others
    // omitted or sent false) and none, every run; then random ones.
    await ctx.each([only("include_owner_subscribed"), only("include_owner_subscribed", "include_subscribed"), ...flagCases(false)], check);
    await ctx.property("flags", flagsArbitrary(false), check);
  },
});
