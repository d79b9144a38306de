import { rule } from "../rule.ts";
import { expectError, expectSuccess, expectThat } from "../expect.ts";
import { deliveryEmail, newAddress, readUser, show } from "../shared/users.ts";
import { dailyLimitReached, INVITE, someChannel } from "./_invites.ts";

const DEACTIVATE = "DELETE /users/{user_id}";
const REACTIVATE = "POST /users/{user_id}/reactivate";

// A deactivated account is still an account: inviting its address with a new one is INVITATION_FAILED naming exactly
// that address in a well-formed [email, reason, boolean] triple, with sent_invitations true (the new address was
// invited). An administrator deactivates a guest (DELETE /users/{user_id}, Zulip's, beyond the seed) and
// reactivates it afterwards.
export default rule({
  id: "invites/deactivated-invitee-has-account",
  title: "The address of a deactivated account is an invitee who already has an account",
  seed: "Errors: INVITATION_FAILED — errors (list of triples: email string, reason string, boolean), sent_invitations (boolean); some invitees already have accounts (invitations still go to the others; sent_invitations true)",
  statements: ["errors.invitation-failed"],
  operations: [INVITE, DEACTIVATE, REACTIVATE, "GET /users/me", "GET /users/{user_id}"],
  roles: ["administrator", "guest"],
  writes: true,
  async run(ctx) {
    const [admin, guest] = [ctx.as("administrator"), ctx.as("guest")];
    const address = await deliveryEmail(guest);
    const streams = await someChannel(admin);
    const path = { user_id: guest.userId };
    ctx.cleanup(`reactivate ${guest.email} if still deactivated`, async () => {
      const user = await readUser(admin, guest.userId).catch(() => undefined);
      if (user?.is_active === false) await admin.call(REACTIVATE, { path });
    });
    expectSuccess(await admin.call(DEACTIVATE, { path }), `deactivating ${guest.email}`);
    const ex = await admin.call(INVITE, { body: { invitee_emails: `${address},${newAddress(ctx, "invite-with-deactivated")}`, stream_ids: streams } });
    if (dailyLimitReached(ctx, ex)) return;
    const b = expectError(ex, "invitation-failed", {}, "inviting a deactivated account's address did not give INVITATION_FAILED");
    const errors = Array.isArray(b.errors) ? (b.errors as unknown[]) : [];
    const problems = [
      ...ctx.spec.schemaProblems("InvitationFailedError", b),
      errors.length !== 1 || !Array.isArray(errors[0]) || String(errors[0][0]).toLowerCase() !== address.toLowerCase() ? `errors ${show(b.errors)}, not one triple for ${address}` : "",
      b.sent_invitations !== true ? `sent_invitations ${show(b.sent_invitations)}` : "",
    ].filter(Boolean);
    expectThat(problems.length === 0, {
      title: "a deactivated account's address is not reported as an invitee who has an account",
      expected: `errors: one [email, reason, boolean] triple for ${address}; sent_invitations true`,
      received: problems.join("; "),
      exchange: ex,
    });
  },
});
