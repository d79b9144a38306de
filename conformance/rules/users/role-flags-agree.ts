import type { SpecFacts } from "../../../lib/spec/index.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { fetchUser, show, type Json } from "../shared/users.ts";
import type { Exchange, Role } from "../../engine/types.ts";

/** One account of every kind. */
const ACCOUNTS: Role[] = ["owner", "administrator", "moderator", "member", "guest", "bot"];

/** The flags' meaning in the spec's role codes: owner ⇔ is_owner, owner or administrator ⇔ is_admin, guest ⇔ is_guest. */
function flagRule(facts: SpecFacts) {
  const [owner, admin, guest] = [facts.roleCode("owner"), facts.roleCode("administrator"), facts.roleCode("guest")];
  return {
    text: `role ${owner} ⇔ is_owner, is_owner ⇒ is_admin, role ${owner}/${admin} ⇔ is_admin, role ${guest} ⇔ is_guest`,
    /** The disagreements between `role` and the flags, per the role codes and the is_owner note. */
    disagreements(u: Json): string[] {
      const out: string[] = [];
      if (u.is_owner === true && u.is_admin !== true) out.push("is_owner true but is_admin not true");
      if ((u.role === owner) !== (u.is_owner === true)) out.push(`role ${u.role} but is_owner ${u.is_owner}`);
      if ((u.role === owner || u.role === admin) !== (u.is_admin === true)) out.push(`role ${u.role} but is_admin ${u.is_admin}`);
      if ((u.role === guest) !== (u.is_guest === true)) out.push(`role ${u.role} but is_guest ${u.is_guest}`);
      return out;
    },
  };
}

// For every account, in GET /users/{user_id} (as every other account sees it) and in its own GET /users/me: the
// owner's code ⇔ is_owner, owner ⇒ admin, the owner's or the administrator's code ⇔ is_admin, the guest's ⇔ is_guest.
export default rule({
  id: "users/role-flags-agree",
  title: "role and the is_owner/is_admin/is_guest flags agree",
  seed: "Conventions 6 (roles are integer codes: owner, administrator, moderator, member, guest); User object: is_owner (if true, is_admin is also true), is_admin, is_guest, role",
  statements: ["user.is-owner", "user.is-admin", "user.is-guest", "user.role", "level.8"],
  operations: ["GET /users/{user_id}", "GET /users/me"],
  roles: ACCOUNTS,
  since: "User.role",
  async run(ctx) {
    const flags = flagRule(ctx.facts);
    // Every pair of accounts, every run (reads only).
    const pairs = ACCOUNTS.flatMap((caller) => ACCOUNTS.map((target) => ({ caller, target })));
    await ctx.each(pairs, async ({ caller, target }) => {
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
      const problems = flags.disagreements(b ?? {});
      expectThat(problems.length === 0, {
        title: `role and flags disagree (the ${target}${caller === target ? " in its own GET /users/me" : ""})`,
        expected: flags.text,
        received: `${problems.join("; ")} (${show({ role: b?.role, is_owner: b?.is_owner, is_admin: b?.is_admin, is_guest: b?.is_guest })})`,
        exchange: ex,
      });
    });
  },
});
