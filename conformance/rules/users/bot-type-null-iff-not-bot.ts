import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show, type Json } from "../shared/users.ts";
import { ifOffered } from "../shared/extras.ts";
import type { Role } from "../../engine/types.ts";

const TARGETS: Role[] = ["owner", "member", "guest", "bot"];

// bot_type is null exactly for non-bots; a bot's bot_type is one of the seed's codes 1-4, and which one is the bot's
// own: the seed lets a client learn a bot's type from no other seed operation, so where the server offers Zulip's
// POST /register (its realm_users carry the same user objects) the type GET /users/{user_id} gives must be the one
// the server reports there (a server calling its generic bot embedded in one answer and generic in the other).
export default rule({
  id: "users/bot-type-null-iff-not-bot",
  title: "bot_type is null exactly for non-bots (1-4 for bots)",
  seed: "User object: bot_type integer or null — null for non-bots; 1 generic, 2 incoming webhook, 3 outgoing webhook, 4 embedded",
  statements: ["user.bot-type", "user.is-bot"],
  operations: ["GET /users/{user_id}"],
  uses: ["POST /register"],
  roles: ["owner", "member", "guest", "bot"],
  async run(ctx) {
    const owner = ctx.as("owner");
    const registered = await ifOffered(async () => {
      const ex = await owner.call("POST /register", { body: { event_types: ["realm_user"], fetch_event_types: ["realm_user"] } });
      const body = expectSuccess(ex, "POST /register (the users, with their bot types)");
      if (typeof body.queue_id === "string") ctx.cleanup("delete the event queue", () => owner.call("DELETE /events", { body: { queue_id: body.queue_id } }));
      const bot = Array.isArray(body.realm_users) ? (body.realm_users as Json[]).find((u) => u?.user_id === ctx.as("bot").userId) : undefined;
      return [1, 2, 3, 4].includes(bot?.bot_type) ? (bot!.bot_type as number) : undefined;
    });
    // Every caller and target, every run (eight reads).
    const pairs = (["member", "owner"] as const).flatMap((caller) => TARGETS.map((target) => ({ caller, target })));
    await ctx.each(pairs, async ({ caller, target }) => {
      const ex = await ctx.as(caller).call("GET /users/{user_id}", { path: { user_id: ctx.as(target).userId } });
      const u = (expectSuccess(ex, `reading the ${target} account`).user ?? {}) as Json;
      const ok = u.is_bot === true ? [1, 2, 3, 4].includes(u.bot_type) : u.bot_type === null;
      expectThat(ok, {
        title: u.is_bot === true ? "a bot's bot_type is not 1-4" : `a non-bot's bot_type is not null (the ${target})`,
        expected: u.is_bot === true ? "bot_type 1, 2, 3 or 4" : "bot_type null",
        received: `is_bot ${show(u.is_bot)}, bot_type ${"bot_type" in u ? show(u.bot_type) : "absent"}`,
        exchange: ex,
      });
      if (target === "bot" && registered !== undefined)
        expectThat(u.bot_type === registered, {
          title: "a bot's bot_type is not the type the server reports for it elsewhere",
          expected: `bot_type ${registered}, the bot's type in POST /register's realm_users`,
          received: `bot_type ${show(u.bot_type)}`,
          exchange: ex,
        });
    });
  },
});
