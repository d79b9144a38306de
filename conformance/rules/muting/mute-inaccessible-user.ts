import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { canAccess, isSuccess, readUser } from "../shared/users.ts";
import { MUTE, UNMUTE } from "./_muting.ts";

// A user must be accessible to be muted: a guest that cannot access a member (the server says so: GET
// /users/{user_id} as the guest does not answer that member) gets the no-such-user error when muting them, as for
// a user who does not exist. On an organization where the guest can access every member, the rule says so in a
// note.
export default rule({
  id: "muting/mute-inaccessible-user",
  title: "Muting a user the requester cannot access is the no-such-user error",
  seed: "States and transitions: user not muted → muted (condition: target exists, is accessible, is not the requester); Errors, BAD_REQUEST conditions: POST /users/me/muted_users/{id}, unknown or inaccessible user",
  statements: ["state.mute", "errors.mute-no-such-user"],
  operations: [MUTE, UNMUTE, "GET /users/{user_id}"],
  roles: ["guest", "administrator", "member", "member"],
  writes: true,
  async run(ctx) {
    const [guest, admin] = [ctx.as("guest"), ctx.as("administrator")];
    // Every account the guest cannot access, each its own case.
    let tried = 0;
    await ctx.each([ctx.as("member", 0), ctx.as("member", 1), admin], async (target) => {
      if (await canAccess(guest, target.userId, await readUser(admin, target.userId))) return;
      tried++;
      const ex = await guest.call(MUTE, { path: { muted_user_id: target.userId } });
      if (isSuccess(ex)) ctx.cleanup(`unmute ${target.email} for ${guest.email}`, () => guest.call(UNMUTE, { path: { muted_user_id: target.userId } }));
      expectError(ex, "no-such-user", undefined, `muting ${target.role === "administrator" ? "the administrator" : "a member"} the guest cannot access is not the no-such-user error`);
    });
    if (!tried) ctx.note("the guest can access every member and the administrator: no inaccessible user to mute");
  },
});
