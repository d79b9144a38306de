import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isError, readUser, show } from "../shared/users.ts";

/** Every role below administrator the seed names: each is tried every run (the set is small). */
const NON_ADMINS = ["moderator", "member", "guest"] as const;

// PATCH /users/{user_id} is for administrators: a moderator, a member and a guest are each refused, every run, and
// the target's name is unchanged. (The refusal's code and message are not shown by the seed.)
export default rule({
  id: "users/update-user-non-admin-refused",
  title: "PATCH /users/{user_id} by a non-administrator is refused",
  seed: "Endpoints, Users: PATCH /users/{user_id} — admin only; Authentication 6 (admin-only endpoints: ... PATCH /users/{user_id})",
  statements: ["users.update-admin-only", "auth.admin-only-endpoints"],
  operations: ["PATCH /users/{user_id}", "GET /users/{user_id}"],
  roles: ["member", "member", "moderator", "guest", "administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member", 1);
    const before = await readUser(admin, target.userId);
    ctx.cleanup(`restore the full name of ${target.email}`, async () => {
      const now = await readUser(admin, target.userId);
      if (now.full_name !== before.full_name) await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: before.full_name } });
    });
    await ctx.each(NON_ADMINS, async (role) => {
      const name = `Renamed by a ${role}`;
      const ex = await ctx.as(role).call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: name } });
      const after = await readUser(admin, target.userId);
      expectThat(isError(ex) && after.full_name === before.full_name, {
        title: `PATCH /users/{user_id} by a ${role} was not refused`,
        expected: "an error, the target's full_name unchanged",
        received: `${show(body(ex))}; full_name now ${show(after.full_name)}`,
        exchange: ex,
      });
    });
  },
});
