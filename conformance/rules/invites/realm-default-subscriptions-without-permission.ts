import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { newAddress } from "../shared/users.ts";
import { INVITE, dailyLimitReached } from "./_invites.ts";

// include_realm_default_subscriptions may be true even without permission to subscribe others: a member (who may
// invite, and in many organizations may not subscribe others) invites with no stream_ids and the flag true, and the
// invitation is accepted.
export default rule({
  id: "invites/realm-default-subscriptions-without-permission",
  title: "include_realm_default_subscriptions true needs no permission to subscribe others",
  seed: "Endpoints, Invitations: include_realm_default_subscriptions (default false; may be true even without permission to subscribe others, level 261)",
  statements: ["invites.include-realm-default-subscriptions", "level.236-267"],
  operations: [INVITE],
  roles: ["member"],
  since: `${INVITE} body.include_realm_default_subscriptions`,
  writes: true,
  async run(ctx) {
    const ex = await ctx.as("member").call(INVITE, { body: { invitee_emails: newAddress(ctx, "realm-defaults"), stream_ids: [], include_realm_default_subscriptions: true } });
    if (dailyLimitReached(ctx, ex)) return;
    expectSuccess(ex, "a member inviting with include_realm_default_subscriptions true and no stream_ids");
  },
});
