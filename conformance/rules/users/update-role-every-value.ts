import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { readUser, show } from "../shared/users.ts";

const PATCH = "PATCH /users/{user_id}";

// PATCH /users/{user_id} role takes every role code of the seed's table (owner, administrator, moderator, member,
// guest): an owner (who may grant and remove every role) sets a member to each of them, in generated orders, and
// GET /users/{user_id} then shows that role. The member is a member again afterwards.
export default rule({
  id: "users/update-role-every-value",
  title: "PATCH /users/{user_id} sets every role, and the user then has it",
  seed: "Endpoints, Users: PATCH /users/{user_id} role integer (every role code); Versioning: 8 role replaces is_admin/is_guest parameters",
  statements: ["users.update-role", "user.role", "level.8", "level.59-60"],
  operations: [PATCH, "GET /users/{user_id}"],
  roles: ["owner", "member"],
  since: "Role=moderator",
  writes: true,
  async run(ctx) {
    const [owner, member] = [ctx.as("owner"), ctx.as("member")];
    const original = (await readUser(owner, member.userId)).role as number;
    ctx.cleanup(`give ${member.email} its role ${original} back`, () => owner.call(PATCH, { path: { user_id: member.userId }, body: { role: original } }));
    const codes = ctx.facts.roles.map((r) => r.code);
    const applied = async (role: number) => {
      expectSuccess(await owner.call(PATCH, { path: { user_id: member.userId }, body: { role } }), `an owner setting role ${role}`);
      const user = await readUser(owner, member.userId);
      const name = ctx.facts.roles.find((r) => r.code === role)?.name;
      expectThat(user.role === role, {
        title: `PATCH /users/{user_id} role was not applied: ${name}`,
        expected: `role ${role} (${name}) after setting it`,
        received: `role ${show(user.role)}`,
      });
    };
    // Every role once, every run (each one not applied is its own finding); then a generated order.
    await ctx.each(codes, applied);
    await ctx.property("roles", fc.shuffledSubarray(codes, { minLength: codes.length, maxLength: codes.length }), async (order) => {
      for (const role of order) await applied(role);
    }, { runs: 1 });
  },
});
