import { rule } from "../rule.ts";
import { expectSuccess } from "../expect.ts";
import { dailyLimitReached, INVITE } from "./_invites.ts";
import { newAddress } from "../shared/users.ts";

// From level 180 an invitation with an empty stream_ids list is accepted.
export default rule({
  id: "invites/empty-stream-ids-allowed",
  title: "An empty stream_ids list is allowed",
  seed: "Endpoints, Invitations: stream_ids — empty list allowed from level 180; Versioning 180",
  statements: ["invites.stream-ids", "level.180"],
  operations: [INVITE],
  roles: ["administrator"],
  since: "POST /invites body.stream_ids @changed",
  writes: true,
  async run(ctx) {
    const ex = await ctx.as("administrator").call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-no-channels"), stream_ids: [] } });
    if (dailyLimitReached(ctx, ex)) return;
    expectSuccess(ex, "an invitation with stream_ids []");
  },
});
