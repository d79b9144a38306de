import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { isSuccess, show } from "../shared/users.ts";
import { INVITE, someChannel } from "./_invites.ts";

// invitee_emails holds addresses separated by commas or newlines: a value made only of separators and blanks gives
// no address. Refused, it is the no-email error (no email given), not INVITATION_FAILED or another refusal: no
// invitee exists to have an account or an invalid address. Whether such a value is refused at all is not shown (the
// field itself is given), so a server that accepts it (sending nothing) is noted, not reported.
export default rule({
  id: "invites/no-address-in-list",
  title: "invitee_emails with only separators and blanks is, when refused, the no-email error",
  seed: "Endpoints, Invitations: invitee_emails — addresses separated by commas or newlines; Errors, BAD_REQUEST conditions: POST /invites, no email given",
  statements: ["errors.invites-no-email", "invites.invitee-emails"],
  operations: [INVITE],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const streams = await someChannel(admin);
    // Each piece has a comma: the value is not merely blank, it is a list with nothing between its separators.
    const PIECES = [",", ", ", ",\n", " ,", "\n,", ",,"];
    const pieces = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((p) => p.join(""));
    const check = async (emails: string) => {
      const ex = await admin.call(INVITE, { body: { invitee_emails: emails, stream_ids: streams } });
      if (isSuccess(ex)) return ctx.note(`invitee_emails ${show(emails)} (no address) was accepted`);
      expectError(ex, "no-email", {}, `invitee_emails ${show(emails)} (no address) was refused with another error`);
    };
    // Each piece alone every run, then random runs of them.
    await ctx.each(PIECES, check);
    await ctx.property("no-address", pieces, check, { runs: 3 });
  },
});
