import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { body } from "../shared/users.ts";

const MUTE = "POST /users/me/muted_users/{muted_user_id}";
const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";

// From level 188 bots can be muted like any other user. The mute is undone (a mute that existed before is kept).
export default rule({
  id: "muting/mute-bot-allowed",
  title: "Bots can be muted",
  seed: "States and transitions: before level 188 bots could not be muted (an error was returned); Versioning 188: bots can be muted",
  statements: ["state.bots-not-mutable-before-188", "level.188"],
  operations: [MUTE, UNMUTE],
  roles: ["member", "bot"],
  since: "POST /users/me/muted_users/{muted_user_id} @changed",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const bot = ctx.as("bot");
    const target = { path: { muted_user_id: bot.userId } };
    let ex = await me.call(MUTE, target);
    if (body(ex).msg === ctx.facts.error("already-muted").msg) {
      expectSuccess(await me.call(UNMUTE, target), "unmuting a bot muted before the run");
      ctx.cleanup(`mute ${bot.email} again for ${me.email}`, () => me.call(MUTE, target));
      ex = await me.call(MUTE, target);
    }
    expectSuccess(ex, "muting a bot");
    ctx.cleanup(`unmute ${bot.email} for ${me.email}`, () => me.call(UNMUTE, target));
  },
});
