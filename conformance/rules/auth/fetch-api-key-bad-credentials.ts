import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { bodyObject, describeResponse } from "../../checks/evidence.ts";

// POST /fetch_api_key with bad credentials is an error, never a key: a real username with a wrong password, and
// usernames nobody has with any password. The real username (the moderator's) gets one wrong password per run:
// servers limit failed logins per username (Zulip: 5 in 30 minutes), and the suite may log in with it.
export default rule({
  id: "auth/fetch-api-key-bad-credentials",
  title: "POST /fetch_api_key with bad credentials is an error",
  seed: "Endpoints, Authentication and server endpoints: POST /fetch_api_key; Authentication 2",
  statements: ["auth.key-from-fetch-api-key"],
  operations: ["POST /fetch_api_key"],
  roles: ["moderator"],
  failedLogins: true,
  async run(ctx) {
    const check = async (username: string, password: string) => {
      const { exchange } = await ctx.credentials.fetchKey("POST /fetch_api_key", { username, password });
      const body = bodyObject(exchange.response);
      expectThat(body?.result === "error" && !("api_key" in body), { title: "Bad credentials got an API key", expected: `an error for username ${username} with a wrong password`, received: describeResponse(exchange.response), exchange });
    };
    await check(ctx.as("moderator").loginName, `${ctx.name("wrong-password")}`);
    const arb = fc.record({ user: stringMatching(/^[a-z][a-z0-9]{0,10}$/), password: fc.string({ minLength: 1, maxLength: 30 }) });
    await ctx.property("unknown-user", arb, ({ user, password }) => check(`${ctx.prefix}-${user}@example.invalid`, password));
  },
});
