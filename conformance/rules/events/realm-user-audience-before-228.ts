import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { AUDIENCE_OPERATIONS, AUDIENCE_ROLES, aboutUser, changeFullName, eventsOf } from "./_audience.ts";

// Before the level at which the realm_user audience narrowed, realm_user events go to all users: after a member's
// full name changes, every account's queue (the guest's included, whether or not it can access the member) gets a
// realm_user event about it, read with bounded long polls.
export default rule({
  id: "events/realm-user-audience-before-228",
  title: "Before the audience narrowed, realm_user events reach every user",
  seed: "Events: realm_user — sent to users who can access the modified user (before level 228: all users)",
  statements: ["events.realm-user-audience", "level.222-228"],
  operations: AUDIENCE_OPERATIONS,
  roles: [...AUDIENCE_ROLES],
  until: "RealmUserUpdateEvent @changed",
  writes: true,
  async run(ctx) {
    const { target, name, receivers } = await changeFullName(ctx);
    const about = aboutUser(target.userId, name);
    await ctx.each(receivers, async (r) => {
      const got = await eventsOf(ctx, r, true, about);
      expectThat(got.events.some(about), {
        title: `A user got no realm_user event (before the audience narrowed, all users get it): ${r.caller.label}`,
        expected: `a realm_user event about user ${target.userId} on the queue of ${r.caller.email}${r.access ? "" : " (who cannot access that user)"}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
    });
  },
});
