import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { newAddress } from "../shared/users.ts";
import { dailyLimitReached, INVITE, someChannel } from "./_invites.ts";

const DAYS = `${INVITE} body.invite_expires_in_days`;

// Levels 96 to 125 took the invitation's expiry in days (invite_expires_in_days; replaced by
// invite_expires_in_minutes at 126): an invitation with a number of days is accepted, and from 117 one with null
// (never expires) as well. The stored expiry is not shown; acceptance is what the API shows.
export default rule({
  id: "invites/expires-in-days-accepted",
  title: "invite_expires_in_days (levels 96-125) is accepted, null too from 117",
  seed: "Versioning: 96, 117, 126 — invitation expiry: days parameter, then null allowed, then replaced by invite_expires_in_minutes",
  statements: ["level.96-117-126"],
  operations: [INVITE],
  roles: ["administrator"],
  since: DAYS,
  until: `${DAYS} @removed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const streams = await someChannel(admin);
    const days = fc.integer({ min: 1, max: 30 });
    // null is a value of the parameter from the level that allowed it.
    const value = ctx.since(`${DAYS} @changed`) ? fc.oneof(fc.constant(null), days) : days;
    const check = async (d: number | null) => {
      const ex = await admin.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-days"), stream_ids: streams, invite_expires_in_days: d } });
      if (dailyLimitReached(ctx, ex)) return;
      expectSuccess(ex, `an invitation with invite_expires_in_days ${d}`);
    };
    if (ctx.since(`${DAYS} @changed`)) await check(null);
    await ctx.property("days", value, check, { runs: 3 });
  },
});
