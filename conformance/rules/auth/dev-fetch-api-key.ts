import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";
import { expectKeyAnswer, expectKeyIsUser, show } from "./_support.ts";

// POST /dev_fetch_api_key "works on a development server and always errors on a production one". Which one a server
// is shows in GET /server_settings: authentication_methods.dev (when the server still sends it). On a development
// server it returns a key for any user without authentication, and that key is the user's (GET /users/me agrees);
// on a production server it errors for every username, real or not. A server that omits the flag is held to
// whichever behaviour it shows, consistently.
export default rule({
  id: "auth/dev-fetch-api-key",
  title: "POST /dev_fetch_api_key gives a user's key on development servers and always errors on production ones",
  seed: "Endpoints, Authentication and server endpoints: POST /dev_fetch_api_key; Authentication 2 and 4; Server settings object: authentication_methods",
  statements: ["auth.dev-fetch-api-key"],
  operations: ["POST /dev_fetch_api_key", "GET /server_settings", "GET /users/me"],
  roles: ["member"],
  failedLogins: true,
  async run(ctx) {
    const member = ctx.as("member");
    const settings = await ctx.anonymous.call("GET /server_settings");
    const dev = (bodyObject(settings.response)?.authentication_methods as Record<string, unknown> | undefined)?.dev;
    const { exchange, apiKey } = await ctx.credentials.fetchKey("POST /dev_fetch_api_key", { username: member.loginName });
    const works = bodyObject(exchange.response)?.result === "success";
    expectThat(dev !== (works ? false : true), {
      title: works ? "A production server gave out a development key" : "A development server refused POST /dev_fetch_api_key",
      expected: `authentication_methods.dev ${show(dev)}: POST /dev_fetch_api_key ${dev ? "returns a key" : "errors"}`,
      received: describeResponse(exchange.response),
      exchange,
    });
    if (works) {
      const body = expectKeyAnswer(exchange, "POST /dev_fetch_api_key");
      await expectKeyIsUser(ctx, body.email, apiKey!, member, "POST /dev_fetch_api_key");
      return;
    }
    // Production: every username errors, real or not.
    const unknown = stringMatching(/^[a-z][a-z0-9]{0,10}$/).map((u) => `${ctx.prefix}-${u}@example.invalid`);
    const refused = async (username: string) => {
      const r = await ctx.credentials.fetchKey("POST /dev_fetch_api_key", { username });
      expectThat(bodyObject(r.exchange.response)?.result === "error", { title: "A production server gave out a development key", expected: `an error for username ${username}`, received: describeResponse(r.exchange.response), exchange: r.exchange });
    };
    // A real user and an unknown one every run, then random unknown ones.
    await ctx.each([member.loginName, `${ctx.prefix}-nobody@example.invalid`], refused);
    await ctx.property("production", unknown, refused);
  },
});
