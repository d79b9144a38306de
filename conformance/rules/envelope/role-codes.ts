import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import type { Role } from "../../engine/types.ts";
import { show } from "./_support.ts";

// Roles are integer codes (the Role schema's table, read through ctx.facts): each configured account reports the
// code of the role it was configured as, in its own GET /users/me and in GET /users/{user_id} as a member sees it.
// (The moderator role, and with it the whole table, exists from the level of its code.)
export default rule({
  id: "envelope/role-codes",
  title: "Role codes follow the seed's role table and name the accounts' roles",
  seed: "Common conventions 6 (roles are integers: one code per role, owner, administrator, moderator, member, guest); User object: role",
  statements: ["conventions.role-codes", "user.role", "level.59-60"],
  operations: ["GET /users/me", "GET /users/{user_id}"],
  roles: ["owner", "administrator", "moderator", "member", "guest"],
  since: "Role=moderator",
  async run(ctx) {
    const viewer = ctx.as("member");
    await ctx.each(ctx.facts.roles, async ({ name, code }) => {
      const role = name as Role;
      const who = ctx.as(role);
      const own = await who.call("GET /users/me");
      const me = expectSuccess(own, `GET /users/me as ${role}`);
      expectThat(me.role === code, { title: `Role code does not match the role: ${role}`, expected: `role ${code} for the ${role} account (${who.email})`, received: `role ${show(me.role)}`, exchange: own });
      const seen = await viewer.call("GET /users/{user_id}", { path: { user_id: who.userId } });
      const user = expectSuccess(seen, `GET /users/${who.userId}`).user as Record<string, unknown> | undefined;
      expectThat(user?.role === code, { title: `Role code does not match the role: ${role}`, expected: `role ${code} for ${who.email} in GET /users/{user_id}`, received: `role ${show(user?.role)}`, exchange: seen });
    });
  },
});
