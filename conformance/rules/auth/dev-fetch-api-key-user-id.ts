import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { show } from "./_support.ts";

// From level 171 a key-fetching answer carries user_id ("Response as above"): on a development server,
// POST /dev_fetch_api_key names the ID of the user whose key it returns. (Production servers refuse it: nothing
// to check there. A server whose settings say it is a development one, authentication_methods.dev true, and that
// refuses it anyway breaks "on development servers POST /dev_fetch_api_key returns a key for any user".)
export default rule({
  id: "auth/dev-fetch-api-key-user-id",
  title: "POST /dev_fetch_api_key returns the user's user_id",
  seed: "Endpoints, Authentication and server endpoints: POST /dev_fetch_api_key (response as above: user_id, level 171)",
  statements: ["auth.dev-fetch-api-key", "level.171"],
  operations: ["POST /dev_fetch_api_key", "GET /server_settings"],
  roles: ["member"],
  since: "POST /dev_fetch_api_key response.user_id",
  async run(ctx) {
    const member = ctx.as("member");
    const { exchange } = await ctx.credentials.fetchKey("POST /dev_fetch_api_key", { username: member.loginName });
    const body = bodyObject(exchange.response);
    if (body?.result !== "success") {
      const settings = await ctx.anonymous.call("GET /server_settings");
      const dev = (bodyObject(settings.response)?.authentication_methods as Record<string, unknown> | undefined)?.dev;
      expectThat(dev !== true, {
        title: "A development server refused POST /dev_fetch_api_key",
        expected: "a key and user_id (authentication_methods.dev is true: a development server)",
        received: show(body),
        exchange,
      });
      return ctx.note("POST /dev_fetch_api_key is refused here (a production server)");
    }
    expectThat(body.user_id === member.userId, { title: "user_id missing or another user's", expected: `user_id ${member.userId}`, received: `user_id ${show(body.user_id)}`, exchange });
  },
});
