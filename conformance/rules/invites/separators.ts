import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError, expectThat } from "../expect.ts";
import { deliveryEmail, show, newAddress } from "../shared/users.ts";
import { dailyLimitReached, INVITE, someChannel } from "./_invites.ts";

// Commas and newlines both separate invitee addresses: a list mixing new addresses and one existing user's address,
// joined by any mix of the two, is INVITATION_FAILED naming exactly that one address (so every piece was read as one
// address), with sent_invitations true (the new ones were invited).
export default rule({
  id: "invites/separators",
  title: "Commas and newlines both separate invitee_emails",
  seed: "Endpoints, Invitations: POST /invites — invitee_emails, addresses separated by commas or newlines",
  statements: ["invites.invitee-emails"],
  operations: [INVITE, "GET /users/me"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const existing = await deliveryEmail(ctx.as("member"));
    const streams = await someChannel(admin);
    const arb = fc.record({
      fresh: fc.integer({ min: 1, max: 3 }),
      at: fc.nat(),
      separators: fc.array(fc.constantFrom(",", "\n", ", ", ",\n", "\n\n"), { minLength: 3, maxLength: 3 }),
    });
    const check = async ({ fresh, at, separators }: { fresh: number; at: number; separators: string[] }) => {
      const addresses = Array.from({ length: fresh }, () => newAddress(ctx, "invite-separated"));
      addresses.splice(at % (fresh + 1), 0, existing);
      const list = addresses.reduce((acc, a, i) => (i === 0 ? a : `${acc}${separators[(i - 1) % separators.length]}${a}`), "");
      const ex = await admin.call(INVITE, { body: { invitee_emails: list, stream_ids: streams } });
      if (dailyLimitReached(ctx, ex)) return;
      const b = expectError(ex, "invitation-failed", {}, "an invitation list with one existing user was not INVITATION_FAILED");
      const named = Array.isArray(b.errors) ? (b.errors as unknown[]).map((e) => (Array.isArray(e) ? String(e[0]).toLowerCase() : e)) : [];
      expectThat(named.length === 1 && named[0] === existing.toLowerCase() && b.sent_invitations === true, {
        title: "invitee_emails was not split at commas and newlines",
        expected: `errors naming exactly ${existing}, sent_invitations true`,
        received: `errors ${show(b.errors)}, sent_invitations ${show(b.sent_invitations)}`,
        exchange: ex,
      });
    };
    // Each separator alone (between three addresses, the existing one in the middle), every run; then mixed.
    await ctx.each([",", "\n", ", ", ",\n", "\n\n"], (separator) => check({ fresh: 2, at: 1, separators: [separator, separator, separator] }));
    await ctx.property("separators", arb, check, { runs: 3 });
  },
});
