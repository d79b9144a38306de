import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { body, readUser } from "../shared/users.ts";

const MUTE = "POST /users/me/muted_users/{muted_user_id}";
const UNMUTE = "DELETE /users/me/muted_users/{muted_user_id}";
const DEACTIVATE = "DELETE /users/{user_id}";
const REACTIVATE = "POST /users/{user_id}/reactivate";

// The state table lets a user mute any target that exists, is accessible and is not the requester: a deactivated
// account still exists, so muting it succeeds. An administrator deactivates a guest (DELETE /users/{user_id}, Zulip's,
// beyond the seed) and reactivates it afterwards; the mute is undone (one that existed before is kept).
export default rule({
  id: "muting/mute-deactivated-user",
  title: "A deactivated user can be muted",
  seed: "States and transitions: user not muted → muted when the target exists, is accessible, is not the requester",
  statements: ["state.mute"],
  operations: [MUTE, UNMUTE, DEACTIVATE, REACTIVATE],
  roles: ["member", "administrator", "guest"],
  writes: true,
  async run(ctx) {
    const [me, admin, target] = [ctx.as("member"), ctx.as("administrator"), ctx.as("guest")];
    const path = { user_id: target.userId };
    const mute = { path: { muted_user_id: target.userId } };
    ctx.cleanup(`reactivate ${target.email} if still deactivated`, async () => {
      const user = await readUser(admin, target.userId).catch(() => undefined);
      if (user?.is_active === false) await admin.call(REACTIVATE, { path });
    });
    expectSuccess(await admin.call(DEACTIVATE, { path }), `deactivating ${target.email}`);

    let ex = await me.call(MUTE, mute);
    if (body(ex).msg === ctx.facts.error("already-muted").msg) {
      expectSuccess(await me.call(UNMUTE, mute), "unmuting a user muted before the run");
      ctx.cleanup(`mute ${target.email} again for ${me.email}`, () => me.call(MUTE, mute));
      ex = await me.call(MUTE, mute);
    }
    expectSuccess(ex, `muting ${target.email} while deactivated`);
    ctx.cleanup(`unmute ${target.email} for ${me.email}`, () => me.call(UNMUTE, mute));
  },
});
