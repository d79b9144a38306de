import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, show } from "../shared/users.ts";

const MUTE = "POST /users/me/muted_users/{muted_user_id}";
const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";

// Before level 188 muting a bot is an error (its code and message are not shown).
export default rule({
  id: "muting/mute-bot-refused-before-188",
  title: "Muting a bot is an error on servers older than the change allowing it",
  seed: "States and transitions: before level 188 bots could not be muted (an error was returned)",
  statements: ["state.bots-not-mutable-before-188", "level.188"],
  operations: [MUTE, UNMUTE],
  roles: ["member", "bot"],
  until: "POST /users/me/muted_users/{muted_user_id} @changed",
  writes: true,
  async run(ctx) {
    const me = ctx.as("member");
    const bot = ctx.as("bot");
    const ex = await me.call(MUTE, { path: { muted_user_id: bot.userId } });
    if (isSuccess(ex)) ctx.cleanup(`unmute ${bot.email} for ${me.email}`, () => me.call(UNMUTE, { path: { muted_user_id: bot.userId } }));
    expectThat(body(ex).result === "error", {
      title: "a bot was muted on a server older than the change allowing it",
      expected: "an error",
      received: show(body(ex)),
      exchange: ex,
    });
  },
});
