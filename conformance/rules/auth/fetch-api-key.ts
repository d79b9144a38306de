import { rule } from "../rule.ts";
import { expectKeyAnswer, expectKeyIsUser } from "./_support.ts";

// POST /fetch_api_key with good credentials returns api_key and email, and that key authenticates as that user
// (GET /users/me agrees). Needs an account configured with username and password (--accounts).
export default rule({
  id: "auth/fetch-api-key",
  title: "POST /fetch_api_key returns api_key and email, and the key is that user's",
  seed: "Endpoints, Authentication and server endpoints: POST /fetch_api_key (api_key, email); Authentication 1-2",
  statements: ["auth.fetch-api-key", "auth.key-from-fetch-api-key", "auth.basic-credentials"],
  operations: ["POST /fetch_api_key", "GET /users/me"],
  roles: ["member"],
  passwords: ["member"],
  async run(ctx) {
    const member = ctx.as("member");
    const { exchange, apiKey } = await ctx.credentials.fetchKey("POST /fetch_api_key", ctx.credentials.passwordOf(member));
    const body = expectKeyAnswer(exchange, "POST /fetch_api_key");
    await expectKeyIsUser(ctx, body.email, apiKey!, member, "POST /fetch_api_key");
  },
});
