import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { sameSet, show } from "../shared/users.ts";
import { dailyLimitReached, INVITE, someChannel, existingAddresses } from "./_invites.ts";

// When every invitee already has an account there are no others to invite: INVITATION_FAILED (some invitees have
// accounts) whose errors name exactly those invitees, and sent_invitations false (the spec's InvitationFailedError:
// "Whether invitations went to the other invitees"; none went).
export default rule({
  id: "invites/all-invitees-have-accounts",
  title: "When every invitee has an account, INVITATION_FAILED names them all and sent_invitations is false",
  seed: "Errors: INVITATION_FAILED — errors (list of triples: email string, reason string, boolean), sent_invitations (boolean); some invitees already have accounts (invitations still go to the others)",
  statements: ["errors.invitation-failed"],
  operations: [INVITE, "GET /users/me"],
  roles: ["administrator", "member", "member", "moderator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const emails = await existingAddresses(ctx);
    const streams = await someChannel(admin);
    // Every non-empty set of the existing accounts' addresses, every run.
    const sets = emails.reduce<string[][]>((acc, e) => [...acc, ...acc.map((s) => [...s, e])], [[]]).filter((s) => s.length > 0);
    await ctx.each(sets, async (existing) => {
      const ex = await admin.call(INVITE, { body: { invitee_emails: existing.join(","), stream_ids: streams } });
      if (dailyLimitReached(ctx, ex)) return;
      const b = expectError(ex, "invitation-failed", {}, "invitees who all have accounts did not give INVITATION_FAILED");
      const named = Array.isArray(b.errors) ? (b.errors as unknown[]).map((e) => (Array.isArray(e) ? String(e[0]).toLowerCase() : e)) : undefined;
      expectThat(named !== undefined && sameSet(named, existing.map((e) => e.toLowerCase())) && b.sent_invitations === false, {
        title: "INVITATION_FAILED for invitees who all have accounts does not name them all with sent_invitations false",
        expected: `errors naming exactly ${show(existing)}, sent_invitations false (no other invitee to send to)`,
        received: `errors ${show(b.errors)}, sent_invitations ${show(b.sent_invitations)}`,
        exchange: ex,
      });
    });
  },
});
