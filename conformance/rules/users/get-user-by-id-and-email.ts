import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { body, fetchUser, sameJson, show } from "../shared/users.ts";
import type { Role } from "../../engine/types.ts";

/** One account of every kind. */
const ACCOUNTS: Role[] = ["owner", "administrator", "moderator", "member", "guest", "bot"];

// For every pair of accounts (caller, target): when the caller can read the target by ID, reading it by the API
// email that answer gives returns the same user, with the same query parameters.
export default rule({
  id: "users/get-user-by-id-and-email",
  title: "GET /users/{user_id} and GET /users/{email} return the same user",
  seed: "Endpoints, Users: GET /users/{email} — same query parameters and response as above (GET /users/{user_id})",
  statements: ["users.get-by-email", "user.user-id"],
  operations: ["GET /users/{user_id}", "GET /users/{email}"],
  roles: ACCOUNTS,
  async run(ctx) {
    // Every pair of accounts every run, the nine combinations of the two optional query parameters (true, false,
    // omitted) in turn, so that each combination is tried every run too.
    const values = [undefined, true, false] as const;
    const queries = values.flatMap((include_custom_profile_fields) => values.map((client_gravatar) => ({ include_custom_profile_fields, client_gravatar })));
    const cases = ACCOUNTS.flatMap((caller) => ACCOUNTS.map((target) => ({ caller, target })));
    await ctx.each(cases.map((c, i) => ({ ...c, ...queries[i % queries.length] })), async ({ caller, target, ...given }) => {
      const query = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      const who = ctx.as(caller);
      const byId = await fetchUser(who, ctx.as(target).userId, query);
      // A user the caller may not access is not this rule's business.
      if (!byId.user) return;
      const email = byId.user.email;
      expectThat(typeof email === "string", { title: "GET /users/{user_id} without an email", expected: "user.email, a string", received: show(byId.user), exchange: byId.ex });
      const ex = await who.call("GET /users/{email}", { path: { email }, query });
      const byEmail = expectSuccess(ex, `GET /users/{email} for ${email}, whom GET /users/{user_id} returned`).user;
      expectThat(sameJson(byEmail, byId.user), {
        title: "GET /users/{email} returns another user than GET /users/{user_id}",
        expected: `the user GET /users/{user_id} returned: ${show(body(byId.ex).user, 600)}`,
        received: show(byEmail, 600),
        exchange: ex,
      });
    });
  },
});
