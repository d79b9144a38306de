import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, show } from "../users/_support.ts";
import { INVITE, fewestChannels, newAddress } from "./_invites.ts";

const CALLERS = [
  { role: "administrator" as const, code: 200 },
  { role: "moderator" as const, code: 300 },
  { role: "member" as const, code: 400 },
];

// Invitations may only grant roles as or more restricted than the inviter's: invite_as more privileged than the
// caller's role (a lower code) is refused (the refusal's message is not shown).
export default rule({
  id: "invites/invite-as-above-caller",
  title: "invite_as more privileged than the caller is refused",
  seed: "Endpoints, Invitations: invite_as — callers may only invite to roles equally or more restricted than their own; Authentication 6",
  operations: [INVITE],
  roles: ["administrator", "moderator", "member"],
  writes: true,
  async run(ctx) {
    const arb = fc.constantFrom(...CALLERS).chain((c) => fc.record({ caller: fc.constant(c), inviteAs: fc.constantFrom(...[100, 200, 300].filter((r) => r < c.code)) }));
    await ctx.property("invite-as", arb, async ({ caller, inviteAs }) => {
      const who = ctx.as(caller.role);
      const ex = await who.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-as-above"), stream_ids: await fewestChannels(ctx, who), invite_as: inviteAs } });
      expectThat(body(ex).result === "error", {
        title: `a ${caller.role} (role ${caller.code}) invited as role ${inviteAs}`,
        expected: "an error",
        received: show(body(ex)),
        exchange: ex,
      });
    }, { runs: 4 });
  },
});
