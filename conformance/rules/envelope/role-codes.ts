import { rule, requiresRole, sinceLevel } from "../wrappers.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import type { Role } from "../../engine/types.ts";
import { show } from "./_support.ts";

/** The seed's role codes. */
const CODE: Partial<Record<Role, number>> = { owner: 100, administrator: 200, moderator: 300, member: 400, guest: 600 };
const ROLES = ["owner", "administrator", "moderator", "member", "guest"] as const;

// "Roles are integers: 100 owner, 200 administrator, 300 moderator, 400 member, 600 guest": each configured account
// reports the code of the role it was configured as, in its own GET /users/me and in GET /users/{user_id} as a
// member sees it. (The moderator role exists from level 60.)
export default sinceLevel(
  60,
    ROLES.reduce(
    (r, role) => requiresRole(role, r),
    rule({
      id: "envelope/role-codes",
      title: "Role codes are 100, 200, 300, 400, 600 and name the accounts' roles",
      seed: "Common conventions 6 (roles are integers: 100 owner, 200 administrator, 300 moderator, 400 member, 600 guest); User object: role",
      operations: ["GET /users/me", "GET /users/{user_id}"],
      async run(ctx) {
        const viewer = ctx.as("member");
        for (const role of ROLES) {
          const who = ctx.as(role);
          const own = await who.call("GET /users/me");
          const me = expectSuccess(own, `GET /users/me as ${role}`);
          expectThat(me.role === CODE[role], { title: "Role code does not match the role", expected: `role ${CODE[role]} for the ${role} account (${who.email})`, received: `role ${show(me.role)}`, exchange: own });
          const seen = await viewer.call("GET /users/{user_id}", { path: { user_id: who.userId } });
          const user = expectSuccess(seen, `GET /users/${who.userId}`).user as Record<string, unknown> | undefined;
          expectThat(user?.role === CODE[role], { title: "Role code does not match the role", expected: `role ${CODE[role]} for ${who.email} in GET /users/{user_id}`, received: `role ${show(user?.role)}`, exchange: seen });
        }
      },
    }),
  ),
);
