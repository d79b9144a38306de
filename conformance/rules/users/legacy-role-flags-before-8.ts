import { rule } from "../rule.ts";
import { expectError, expectSuccess, expectThat } from "../expect.ts";
import { readUser, show } from "../shared/users.ts";

const PATCH = "PATCH /users/{user_id}";

// Before level 8, PATCH /users/{user_id} took the is_admin and is_guest flags that role replaced (Versioning 8), and
// a guest cannot be an organization administrator (the guest-admin error). On such a server: the flags both true
// on a guest are that error and leave the guest a guest; a member given is_admin true reads as an administrator,
// is_admin false makes them a non-administrator again; is_guest true and then false likewise. (Only unambiguous
// cases: is_admin alone on a guest may be read either as a promotion or as the conflict, so it is not sent.)
export default rule({
  id: "users/legacy-role-flags-before-8",
  title: "Before level 8, the is_admin and is_guest flags set the role, and never make a guest an administrator",
  seed: "Versioning: 8 role replaces is_admin/is_guest parameters; Errors: PATCH /users/{user_id}, guest made administrator; User object: is_admin, is_guest",
  statements: ["level.8", "errors.guest-admin", "user.is-admin", "user.is-guest"],
  operations: [PATCH, "GET /users/{user_id}"],
  roles: ["administrator", "member", "guest"],
  until: `${PATCH} body.role`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const [member, guest] = [ctx.as("member"), ctx.as("guest")];
    const patch = (userId: number, flags: Record<string, boolean>) => admin.call(PATCH, { path: { user_id: userId }, body: flags });
    const expectFlags = async (userId: number, want: { is_admin: boolean; is_guest: boolean }, after: string) => {
      const user = await readUser(admin, userId);
      expectThat(user.is_admin === want.is_admin && user.is_guest === want.is_guest, {
        title: `The legacy flags were not applied (${after})`,
        expected: `is_admin ${want.is_admin}, is_guest ${want.is_guest} after ${after}`,
        received: `is_admin ${show(user.is_admin)}, is_guest ${show(user.is_guest)}`,
      });
    };

    // Each step read and reported on its own: the conflict, then a member promoted and demoted with is_admin, then
    // made a guest with is_guest and a member again (each flag change needs the one before it to have succeeded).
    const steps = [
      async () => {
        // The conflict: a guest is not made an administrator.
        const conflict = await patch(guest.userId, { is_admin: true, is_guest: true });
        if (conflict.response.status < 300) ctx.cleanup(`make ${guest.email} a guest again`, () => patch(guest.userId, { is_admin: false, is_guest: true }));
        expectError(conflict, "guest-admin", undefined, "is_admin and is_guest both true on a guest");
        await expectFlags(guest.userId, { is_admin: false, is_guest: true }, "the refused is_admin and is_guest on a guest");
      },
      async () => {
        // A member promoted and demoted with is_admin.
        expectSuccess(await patch(member.userId, { is_admin: true }), "is_admin true on a member");
        ctx.cleanup(`make ${member.email} a member again`, () => patch(member.userId, { is_admin: false, is_guest: false }));
        await expectFlags(member.userId, { is_admin: true, is_guest: false }, "is_admin true on a member");
        expectSuccess(await patch(member.userId, { is_admin: false }), "is_admin false on an administrator");
        await expectFlags(member.userId, { is_admin: false, is_guest: false }, "is_admin false on the administrator");
      },
      async () => {
        // The same member made a guest with is_guest, and a member again.
        expectSuccess(await patch(member.userId, { is_guest: true }), "is_guest true on a member");
        await expectFlags(member.userId, { is_admin: false, is_guest: true }, "is_guest true on a member");
        expectSuccess(await patch(member.userId, { is_guest: false }), "is_guest false on a guest");
        await expectFlags(member.userId, { is_admin: false, is_guest: false }, "is_guest false on the guest");
      },
    ];
    await ctx.each(steps, (step) => step());
  },
});
