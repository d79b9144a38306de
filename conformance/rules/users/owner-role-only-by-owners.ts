import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { body, isError, readUser, show } from "../shared/users.ts";
import type { Caller } from "../types.ts";

const PATCH = "PATCH /users/{user_id}";

// Only owners add or remove the owner role: an administrator cannot make a member an owner nor take the role
// from an owner; an owner can do both. The member's role is restored.
export default rule({
  id: "users/owner-role-only-by-owners",
  title: "Only owners grant or remove the owner role",
  seed: "Endpoints, Users: PATCH /users/{user_id} — only owners can add or remove the owner role; Authentication 6 (only owners change the owner role)",
  statements: ["users.owner-role-by-owners", "auth.owner-role-owners"],
  operations: [PATCH, "GET /users/{user_id}"],
  roles: ["owner", "administrator", "member"],
  since: "User.role",
  writes: true,
  async run(ctx) {
    const owner = ctx.as("owner");
    const admin = ctx.as("administrator");
    const member = ctx.as("member");
    const [OWNER, MEMBER] = [ctx.facts.roleCode("owner"), ctx.facts.roleCode("member")];
    const setRole = (who: Caller, role: number) => who.call(PATCH, { path: { user_id: member.userId }, body: { role } });
    const roleNow = async () => (await readUser(owner, member.userId)).role;
    const original = await roleNow();
    ctx.cleanup(`restore the role of ${member.email} to ${original}`, async () => {
      if ((await roleNow()) !== original) expectSuccess(await setRole(owner, original), "restoring the member's role");
    });

    // Four steps, each read and reported on its own: a removal is tried only where the member is an owner by then.
    const demoted = original === OWNER ? MEMBER : original;
    /** The administrator sets `role`: refused, and the member keeps `kept`. */
    const adminRefused = async (role: number, kept: number, title: string) => {
      const ex = await setRole(admin, role);
      const after = await roleNow();
      expectThat(isError(ex) && after === kept, { title, expected: `an error, role still ${kept}`, received: `${show(body(ex))}; role now ${show(after)}`, exchange: ex });
    };
    const steps: Record<string, () => Promise<void>> = {
      "administrator grants": () => adminRefused(OWNER, original, "an administrator made a member an organization owner"),
      "owner grants": async () => {
        const ownerGrant = await setRole(owner, OWNER);
        expectSuccess(ownerGrant, "an owner granting the owner role");
        const granted = await roleNow();
        expectThat(granted === OWNER, { title: "the owner role granted by an owner does not read back", expected: `role ${OWNER}`, received: `role ${show(granted)}`, exchange: ownerGrant });
      },
      "administrator removes": async () => {
        if ((await roleNow()) === OWNER) await adminRefused(demoted, OWNER, "an administrator removed the owner role");
      },
      "owner removes": async () => {
        if ((await roleNow()) !== OWNER) return;
        const ownerRemove = await setRole(owner, demoted);
        expectSuccess(ownerRemove, "an owner removing the owner role from another owner");
        const removed = await roleNow();
        expectThat(removed !== OWNER, { title: "the owner role removed by an owner is still there", expected: `role ${demoted}`, received: `role ${show(removed)}`, exchange: ownerRemove });
      },
    };
    await ctx.each(Object.values(steps), (step) => step());
  },
});
