import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { expectKeyAnswer, show } from "./_support.ts";

// From level 171 POST /fetch_api_key also returns user_id: the integer ID of the user whose key it is.
export default rule({
  id: "auth/fetch-api-key-user-id",
  title: "POST /fetch_api_key returns the user's user_id",
  seed: "Endpoints, Authentication and server endpoints: POST /fetch_api_key (user_id, integer, level 171)",
  statements: ["auth.fetch-api-key", "level.171"],
  operations: ["POST /fetch_api_key"],
  roles: ["member"],
  passwords: ["member"],
  since: "POST /fetch_api_key response.user_id",
  async run(ctx) {
    const member = ctx.as("member");
    const { exchange } = await ctx.credentials.fetchKey("POST /fetch_api_key", ctx.credentials.passwordOf(member));
    const body = expectKeyAnswer(exchange, "POST /fetch_api_key");
    expectThat(body.user_id === member.userId, { title: "user_id missing or another user's", expected: `user_id ${member.userId}`, received: `user_id ${show(body.user_id)}`, exchange });
  },
});
