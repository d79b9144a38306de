import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, newAddress, show } from "../shared/users.ts";
import { INVITE, someChannel } from "./_invites.ts";

const DAYS = `${INVITE} body.invite_expires_in_days`;

// invite_expires_in_days came at level 96 as a number of days; null (never expires) was allowed from 117: before,
// an invitation with null is refused.
export default rule({
  id: "invites/expires-in-days-null-refused-before-117",
  title: "Before 117, invite_expires_in_days null is refused",
  seed: "Versioning: 96, 117, 126 — invitation expiry: days parameter, then null allowed, then replaced by invite_expires_in_minutes",
  statements: ["level.96-117-126"],
  operations: [INVITE],
  roles: ["administrator"],
  since: DAYS,
  until: `${DAYS} @changed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const ex = await admin.call(INVITE, { body: { invitee_emails: newAddress(ctx, "invite-days-null"), stream_ids: await someChannel(admin), invite_expires_in_days: null } });
    expectThat(body(ex).result === "error", { title: "invite_expires_in_days null was accepted before the level allowing it", expected: "an error", received: show(body(ex)), exchange: ex });
  },
});
