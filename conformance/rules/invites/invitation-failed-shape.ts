import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { sameSet, show, newAddress } from "../shared/users.ts";
import { dailyLimitReached, INVITE, someChannel, existingAddresses } from "./_invites.ts";

// When some invitees already have accounts: INVITATION_FAILED with errors (triples of email, reason, boolean) naming
// exactly those invitees, sent_invitations true (the others were invited), and daily_limit_reached and
// license_limit_reached booleans.
export default rule({
  id: "invites/invitation-failed-shape",
  title: "Invitees who already have accounts give INVITATION_FAILED with errors triples and sent_invitations true",
  seed: "Errors: INVITATION_FAILED — daily_limit_reached (boolean), errors (list of triples: email string, reason string, boolean), license_limit_reached (boolean), sent_invitations (boolean); some invitees already have accounts (invitations still go to the others; sent_invitations true)",
  statements: ["errors.invitation-failed", "invitation.created"],
  operations: [INVITE, "GET /users/me"],
  roles: ["administrator", "member", "member", "moderator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const emails = await existingAddresses(ctx);
    const streams = await someChannel(admin);
    const arb = fc.record({ existing: fc.subarray(emails, { minLength: 1 }), fresh: fc.integer({ min: 1, max: 2 }) });
    const check = async ({ existing, fresh }: { existing: string[]; fresh: number }) => {
      const list = [...existing, ...Array.from({ length: fresh }, () => newAddress(ctx, "invite-mixed"))];
      const ex = await admin.call(INVITE, { body: { invitee_emails: list.join(","), stream_ids: streams } });
      if (dailyLimitReached(ctx, ex)) return;
      const b = expectError(ex, "invitation-failed", {}, "invitees with accounts did not give INVITATION_FAILED");
      const errors = Array.isArray(b.errors) ? (b.errors as unknown[]) : undefined;
      const named = (errors ?? []).map((e) => (Array.isArray(e) ? String(e[0]).toLowerCase() : undefined));
      // The fields' types are the spec's (components/schemas/InvitationFailedError); what they say is the seed's.
      const problems = [
        ...ctx.spec.schemaProblems("InvitationFailedError", b),
        errors && !sameSet(named, existing.map((e) => e.toLowerCase())) ? `errors name ${show(named)}, not ${show(existing)}` : "",
        b.sent_invitations !== true ? `sent_invitations ${show(b.sent_invitations)}` : "",
      ].filter(Boolean);
      expectThat(problems.length === 0, {
        title: "INVITATION_FAILED does not have the seed's fields",
        expected: "errors: [email, reason, boolean] for exactly the existing users; sent_invitations true; daily_limit_reached and license_limit_reached booleans",
        received: `${problems.join("; ")} (${show(b)})`,
        exchange: ex,
      });
    };
    // Each existing account with one new address, and all of them with two, every run; then drawn.
    await ctx.each([...emails.map((e) => ({ existing: [e], fresh: 1 })), { existing: emails, fresh: 2 }], check);
    await ctx.property("invitation-failed", arb, check, { runs: 2 });
  },
});
