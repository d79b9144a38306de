import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { readUser, show } from "../shared/users.ts";

// is_active is false when the user is deactivated: an administrator deactivates a guest (DELETE /users/{user_id},
// Zulip's, beyond the seed), GET /users/{user_id} shows is_active false; reactivated (POST
// /users/{user_id}/reactivate), true again. The guest is reactivated whatever happens.
export default rule({
  id: "users/deactivated-is-active-false",
  title: "is_active is false exactly while a user is deactivated",
  seed: "User object: is_active (false when deactivated); States and transitions: user active → deactivated, deactivated → active",
  statements: ["user.is-active", "state.user-deactivated", "state.user-reactivated"],
  operations: ["DELETE /users/{user_id}", "POST /users/{user_id}/reactivate", "GET /users/{user_id}"],
  roles: ["administrator", "guest"],
  writes: true,
  async run(ctx) {
    const [admin, target] = [ctx.as("administrator"), ctx.as("guest")];
    const path = { user_id: target.userId };
    ctx.cleanup(`reactivate ${target.email} if still deactivated`, async () => {
      const user = await readUser(admin, target.userId).catch(() => undefined);
      if (user?.is_active === false) await admin.call("POST /users/{user_id}/reactivate", { path });
    });
    // Deactivation, then reactivation: each is read, and reported, on its own.
    const steps = [["DELETE /users/{user_id}", false], ["POST /users/{user_id}/reactivate", true]] as const;
    await ctx.each(steps, async ([op, active]) => {
      // Reactivation needs a deactivated user: where deactivation failed (reported above), nothing to reactivate.
      if (active && (await readUser(admin, target.userId)).is_active === true) return;
      expectSuccess(await admin.call(op, { path }), `${active ? "reactivating" : "deactivating"} ${target.email}`);
      const user = await readUser(admin, target.userId);
      expectThat(user.is_active === active, {
        title: `is_active does not follow ${active ? "reactivation" : "deactivation"}`,
        expected: `is_active ${active} after ${op}`,
        received: `is_active ${show(user.is_active)}`,
      });
    });
  },
});
