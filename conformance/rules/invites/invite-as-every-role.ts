import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, newAddress, show } from "../shared/users.ts";
import { INVITE, dailyLimitReached, fewestChannels } from "./_invites.ts";

const CALLERS = ["owner", "administrator", "moderator", "member"] as const;

// Callers may only invite to roles equally or more restricted than their own: for every inviter role (owner,
// administrator, moderator, member) and every invite_as of the seed's role table, an invitation is accepted exactly
// when invite_as is the caller's own role or a more restricted one (the caller's own role, the ones below it, and
// the ones above it, every value). A caller the organization does not let invite at all (refused even as the most
// restricted role) is left out, with a note.
export default rule({
  id: "invites/invite-as-every-role",
  title: "invite_as is accepted for the caller's own role and every more restricted one, and refused above",
  seed: "Endpoints, Invitations: invite_as (every role code; callers may only invite to roles equally or more restricted than their own); Authentication 6",
  statements: ["invites.invite-as", "auth.invite-roles"],
  operations: [INVITE],
  roles: [...CALLERS],
  since: "Role=moderator",
  writes: true,
  async run(ctx) {
    const codes = ctx.facts.roles.map((r) => r.code);
    const leastPrivileged = Math.max(...codes);
    for (const role of CALLERS) {
      const caller = ctx.as(role);
      const own = ctx.facts.roleCode(role);
      const invite = async (inviteAs: number) =>
        caller.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-as-every"), stream_ids: await fewestChannels(ctx, caller), invite_as: inviteAs } });
      const probe = await invite(leastPrivileged);
      if (dailyLimitReached(ctx, probe)) return;
      if (!isSuccess(probe)) {
        ctx.note(`${role}: may not invite at all here (${show(body(probe).msg)}); left out`);
        continue;
      }
      // Every other role, every run; each wrong answer its own finding.
      let limited = false;
      await ctx.each(codes.filter((c) => c !== leastPrivileged), async (inviteAs) => {
        if (limited) return;
        const ex = await invite(inviteAs);
        if ((limited = dailyLimitReached(ctx, ex))) return;
        const allowed = inviteAs >= own;
        expectThat(isSuccess(ex) === allowed, {
          title: allowed ? `a ${role} could not invite to its own or a more restricted role` : `a ${role} invited to a more privileged role`,
          expected: `${allowed ? "success" : "an error"} for invite_as ${inviteAs} by a ${role} (${own})`,
          received: show(body(ex)),
          exchange: ex,
        });
      });
      if (limited) return;
    }
  },
});
