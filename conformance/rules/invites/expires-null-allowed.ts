import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { dailyLimitReached, INVITE, someChannel } from "./_invites.ts";
import { newAddress } from "../shared/users.ts";

// invite_expires_in_minutes takes null (never expires) as well as a number of minutes.
export default rule({
  id: "invites/expires-null-allowed",
  title: "invite_expires_in_minutes null (never expires) is allowed",
  seed: "Endpoints, Invitations: invite_expires_in_minutes integer or null — null means never expires",
  statements: ["invites.expires-in-minutes", "level.96-117-126"],
  operations: [INVITE],
  roles: ["administrator"],
  since: "POST /invites body.invite_expires_in_minutes",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const streams = await someChannel(admin);
    const check = async (minutes: number | null) => {
      const ex = await admin.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-expiry"), stream_ids: streams, invite_expires_in_minutes: minutes } });
      if (dailyLimitReached(ctx, ex)) return;
      expectSuccess(ex, `an invitation with invite_expires_in_minutes ${minutes}`);
    };
    // null, the least number of minutes and the default, every run; then drawn.
    await ctx.each([null, 1, 14400], check);
    await ctx.property("expiry", fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 100_000 })), check, { runs: 3 });
  },
});
