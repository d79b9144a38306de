import fc from "fast-check";
import { rule, requiresRole, sinceLevel } from "../wrappers.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { fetchUser, show, type Json } from "./_support.ts";
import type { Exchange, Role } from "../../engine/types.ts";

const ROLES: Role[] = ["owner", "administrator", "moderator", "member", "guest", "bot"];

/** The disagreements between `role` and the flags, per the seed's role codes and the is_owner note. */
function disagreements(u: Json): string[] {
  const out: string[] = [];
  if (u.is_owner === true && u.is_admin !== true) out.push("is_owner true but is_admin not true");
  if ((u.role === 100) !== (u.is_owner === true)) out.push(`role ${u.role} but is_owner ${u.is_owner}`);
  if ((u.role === 100 || u.role === 200) !== (u.is_admin === true)) out.push(`role ${u.role} but is_admin ${u.is_admin}`);
  if ((u.role === 600) !== (u.is_guest === true)) out.push(`role ${u.role} but is_guest ${u.is_guest}`);
  return out;
}

// For every account, in GET /users/{user_id} (as every other account sees it) and in its own GET /users/me:
// role 100 ⇔ is_owner, owner ⇒ admin, role 100/200 ⇔ is_admin, role 600 ⇔ is_guest.
export default sinceLevel(
  59,
  ROLES.reduce(
    (r, role) => requiresRole(role, r),
    rule({
      id: "users/role-flags-agree",
      title: "role and the is_owner/is_admin/is_guest flags agree",
      seed: "Conventions 6 (roles: 100 owner, 200 administrator, 300 moderator, 400 member, 600 guest); User object: is_owner (if true, is_admin is also true), is_admin, is_guest, role",
      operations: ["GET /users/{user_id}", "GET /users/me"],
      async run(ctx) {
        const arb = fc.record({ caller: fc.constantFrom(...ROLES), target: fc.constantFrom(...ROLES) });
        await ctx.property("role-flags", arb, async ({ caller, target }) => {
          const who = ctx.as(caller);
          let ex: Exchange;
          let b: Json | undefined;
          if (caller === target) {
            ex = await who.call("GET /users/me");
            b = expectSuccess(ex, "GET /users/me");
          } else {
            // A user the caller may not access is not this rule's business.
            ({ ex, user: b } = await fetchUser(who, ctx.as(target).userId));
            if (!b) return;
          }
          const problems = disagreements(b ?? {});
          expectThat(problems.length === 0, {
            title: "role and flags disagree",
            expected: "role 100 ⇔ is_owner, is_owner ⇒ is_admin, role 100/200 ⇔ is_admin, role 600 ⇔ is_guest",
            received: `${problems.join("; ")} (${show({ role: b?.role, is_owner: b?.is_owner, is_admin: b?.is_admin, is_guest: b?.is_guest })})`,
            exchange: ex,
          });
        }, { runs: 8 });
      },
    }),
  ),
);
