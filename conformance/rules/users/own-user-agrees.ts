import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { readUser, sameJson, show } from "../shared/users.ts";
import { TARGET_ROLES, targets } from "./_accounts.ts";

/** Fields the own-user response and the user object both carry, with the same meaning (avatar_url aside: client_gravatar). */
const SHARED = ["user_id", "email", "full_name", "date_joined", "is_active", "is_owner", "is_admin", "is_guest", "is_billing_admin", "is_bot", "role", "timezone", "avatar_version"];

// GET /users/me describes the requester with the fields the user object has too: every account (owner,
// administrator, moderator, member, guest, bot) reads the same values of those fields from GET /users/me and from
// GET /users/{user_id} of its own ID. (A field one of the two does not carry at the tested level is not compared.)
export default rule({
  id: "users/own-user-agrees",
  title: "GET /users/me and GET /users/{user_id} of the requester agree on the fields both carry",
  seed: "User object (GET /users/{user_id}); Own-user response (GET /users/me) has avatar_version, email, full_name, is_admin, is_owner, is_billing_admin, role, is_guest, is_bot, is_active, timezone, date_joined, user_id",
  statements: ["users.get-me", "own-user.fields", "user.is-billing-admin", "user.is-active"],
  operations: ["GET /users/me", "GET /users/{user_id}"],
  roles: [...TARGET_ROLES],
  async run(ctx) {
    // Every account, every run: each account whose two answers differ is reported, not only the first.
    await ctx.each(targets(ctx), async (account) => {
      const ex = await account.call("GET /users/me");
      const me = expectSuccess(ex, `GET /users/me as ${account.email}`);
      const user = await readUser(account, account.userId);
      const differing = SHARED.filter((f) => f in me && f in user && !sameJson(me[f], user[f]));
      expectThat(differing.length === 0, {
        title: "GET /users/me and the requester's user object disagree",
        expected: `the same ${differing.join(", ")} for ${account.email} in GET /users/me and GET /users/{user_id}`,
        received: differing.map((f) => `${f}: ${show(me[f])} (GET /users/me) vs ${show(user[f])} (GET /users/{user_id})`).join("; "),
        exchange: ex,
      });
    });
  },
});
