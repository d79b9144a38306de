import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, show, newAddress } from "../shared/users.ts";
import { INVITE, fewestChannels } from "./_invites.ts";

/** The inviters: every role that may invite and has a more privileged role above it. */
const CALLERS = ["administrator", "moderator", "member"] as const;

// Invitations may only grant roles as or more restricted than the inviter's: invite_as more privileged than the
// caller's role (a lower code in the spec's role table) is refused (the refusal's message is not shown).
export default rule({
  id: "invites/invite-as-above-caller",
  title: "invite_as more privileged than the caller is refused",
  seed: "Endpoints, Invitations: invite_as — callers may only invite to roles equally or more restricted than their own; Authentication 6",
  statements: ["invites.invite-as", "auth.invite-roles"],
  operations: [INVITE],
  roles: ["administrator", "moderator", "member"],
  writes: true,
  async run(ctx) {
    const callers = CALLERS.map((role) => ({ role, code: ctx.facts.roleCode(role) }));
    const above = (code: number) => ctx.facts.roles.map((r) => r.code).filter((r) => r < code);
    // Every caller with every role above its own, every run.
    const cases = callers.flatMap((caller) => above(caller.code).map((inviteAs) => ({ caller, inviteAs })));
    await ctx.each(cases, async ({ caller, inviteAs }) => {
      const who = ctx.as(caller.role);
      const ex = await who.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-as-above"), stream_ids: await fewestChannels(ctx, who), invite_as: inviteAs } });
      expectThat(body(ex).result === "error", {
        title: `a ${caller.role} (role ${caller.code}) invited as role ${inviteAs}`,
        expected: "an error",
        received: show(body(ex)),
        exchange: ex,
      });
    });
  },
});
