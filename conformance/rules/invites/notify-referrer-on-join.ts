import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { newAddress } from "../shared/users.ts";
import { INVITE, dailyLimitReached, fewestChannels } from "./_invites.ts";

// notify_referrer_on_join takes both values (whether the inviter gets a direct message when the account is created;
// the account's creation is beyond what the API shows): an invitation with true and one with false are accepted.
export default rule({
  id: "invites/notify-referrer-on-join",
  title: "notify_referrer_on_join is accepted with either value",
  seed: "Endpoints, Invitations: notify_referrer_on_join (boolean, default true; whether the inviter gets a direct message when the account is created, level 267)",
  statements: ["invites.notify-referrer-on-join", "level.236-267"],
  operations: [INVITE],
  roles: ["administrator"],
  since: `${INVITE} body.notify_referrer_on_join`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    // true, false and omitted (default true), every run.
    await ctx.each([true, false, undefined], async (notify) => {
      const ex = await admin.call(INVITE, {
        body: { invitee_emails: newAddress(ctx, "notify-referrer"), stream_ids: await fewestChannels(ctx, admin), ...(notify === undefined ? {} : { notify_referrer_on_join: notify }) },
      });
      if (dailyLimitReached(ctx, ex)) return;
      expectSuccess(ex, `an invitation with notify_referrer_on_join ${notify ?? "omitted"}`);
    });
  },
});
