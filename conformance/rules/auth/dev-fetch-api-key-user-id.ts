import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { show } from "./_support.ts";

// From level 171 a key-fetching answer carries user_id ("Response as above"): on a development server,
// POST /dev_fetch_api_key names the ID of the user whose key it returns. (Production servers refuse it: nothing
// to check there.)
export default rule({
  id: "auth/dev-fetch-api-key-user-id",
  title: "POST /dev_fetch_api_key returns the user's user_id",
  seed: "Endpoints, Authentication and server endpoints: POST /dev_fetch_api_key (response as above: user_id, level 171)",
  statements: ["auth.dev-fetch-api-key", "level.171"],
  operations: ["POST /dev_fetch_api_key"],
  roles: ["member"],
  since: "POST /dev_fetch_api_key response.user_id",
  async run(ctx) {
    const member = ctx.as("member");
    const { exchange } = await ctx.credentials.fetchKey("POST /dev_fetch_api_key", { username: member.loginName });
    const body = bodyObject(exchange.response);
    if (body?.result !== "success") return ctx.note("POST /dev_fetch_api_key is refused here (a production server)");
    expectThat(body.user_id === member.userId, { title: "user_id missing or another user's", expected: `user_id ${member.userId}`, received: `user_id ${show(body.user_id)}`, exchange });
  },
});
