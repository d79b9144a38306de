import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { show } from "../shared/events.ts";
import { AUDIENCE_OPERATIONS, AUDIENCE_ROLES, aboutUser, changeFullName, eventsOf } from "./_audience.ts";

// realm_user events go to the users who can access the modified user, and (from the level the audience narrowed)
// only to them: after a member's full name changes, every account that can access that member (the administrator,
// the member itself, another member, the guest where it can) gets a realm_user event about it on its queue, read with
// bounded long polls; an account that cannot access the member gets none up to its fence (a draft it creates
// afterwards). On an organization where every account can access every user, the second half has nobody to read
// and the rule says so in a note.
export default rule({
  id: "events/realm-user-audience",
  title: "realm_user events reach every user who can access the modified user, and nobody else",
  seed: "Events: realm_user — sent to users who can access the modified user (before level 228: all users); Versioning: 228 realm_user event audience narrowed",
  statements: ["events.realm-user-audience", "events.person-full-name", "level.222-228"],
  operations: AUDIENCE_OPERATIONS,
  roles: [...AUDIENCE_ROLES],
  since: "RealmUserUpdateEvent @changed",
  writes: true,
  async run(ctx) {
    const { target, name, receivers } = await changeFullName(ctx);
    const about = aboutUser(target.userId, name);
    await ctx.each(receivers, async (r) => {
      const got = await eventsOf(ctx, r, r.access, about);
      const received = got.events.filter(about);
      expectThat(r.access ? received.length > 0 : received.length === 0, {
        title: `${r.access ? "A user who can access the modified user got no realm_user event" : "A user who cannot access the modified user got its realm_user event"}: ${r.caller.label}`,
        expected: r.access
          ? `a realm_user event about user ${target.userId} on the queue of ${r.caller.email}, who can access that user`
          : `no realm_user event about user ${target.userId} on the queue of ${r.caller.email}, who cannot access that user (up to its fence)`,
        received: `events ${show(r.access ? got.events : received)}`,
        exchange: got.last,
      });
    });
    if (receivers.every((r) => r.access)) ctx.note("every account can access the modified user: that nobody else gets the event was not tested");
  },
});
