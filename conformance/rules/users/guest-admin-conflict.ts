import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, readUser, show } from "../shared/users.ts";

const PATCH = "PATCH /users/{user_id}";

// A guest cannot be made an organization administrator through the legacy flags (is_admin and is_guest both true,
// on a guest). Where the server still takes the flags (older levels) the seed's error (x-errors guest-admin) is the
// expected answer; a server that no longer takes them refuses or ignores them. Either way the guest stays a guest and
// is not an administrator; an answer with the seed's msg must carry the seed's code.
export default rule({
  id: "users/guest-admin-conflict",
  title: "A guest cannot be made an administrator (the guest-admin error)",
  seed: "Endpoints, Users: PATCH /users/{user_id} — a guest cannot be an organization administrator; Errors: PATCH /users/{user_id}, guest made administrator",
  statements: ["errors.guest-admin", "users.update-errors"],
  operations: [PATCH, "GET /users/{user_id}"],
  roles: ["administrator", "guest"],
  writes: true,
  async run(ctx) {
    const seedError = ctx.facts.error("guest-admin");
    const admin = ctx.as("administrator");
    const guest = ctx.as("guest");
    const before = await readUser(admin, guest.userId);
    const ex = await admin.call(PATCH, { path: { user_id: guest.userId }, body: { is_admin: true, is_guest: true } });
    const after = await readUser(admin, guest.userId);
    if (isSuccess(ex) && (after.is_guest !== true || after.is_admin !== false)) {
      // Put the guest back: by role where the server has it, else by the legacy flags.
      ctx.cleanup(`make ${guest.email} a guest again`, () =>
        admin.call(PATCH, { path: { user_id: guest.userId }, body: "role" in before ? { role: before.role } : { is_admin: false, is_guest: true } }),
      );
    }
    const b = body(ex);
    // Two causes, each reported on its own: the guest promoted, and the seed's msg under another code.
    const checks = [
      () =>
        expectThat(after.is_guest === true && after.is_admin === false, {
          title: "a guest became an organization administrator",
          expected: `"${seedError.msg}" (or the legacy flags refused or ignored); the user still a guest, not an administrator`,
          received: `${show(b)}; is_guest ${show(after.is_guest)}, is_admin ${show(after.is_admin)}`,
          exchange: ex,
        }),
      () =>
        expectThat(b.msg !== seedError.msg || (b.result === "error" && b.code === seedError.code), {
          title: `"${seedError.msg}" is not a ${seedError.code} error`,
          expected: `result error, code ${seedError.code} with msg "${seedError.msg}"`,
          received: show(b),
          exchange: ex,
        }),
    ];
    await ctx.each(checks, async (check) => check());
  },
});
