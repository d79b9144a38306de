import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { FULL_NAME, openQueue, readUser, show } from "../shared/users.ts";

// Changing a user's full_name sends a realm_user event with op update to users who can access the user (the
// administrator making the change among them). The full-name form's field list is not shown: only the type, the op
// and a person object are checked (and, where the person names a user_id, that it is the changed user).
export default rule({
  id: "users/full-name-update-event",
  title: "A full_name change emits a realm_user update event",
  seed: "Events: realm_user — sent to users who can access the modified user; op update; person (full-name change form)",
  statements: ["events.person-full-name", "events.realm-user-audience"],
  operations: ["PATCH /users/{user_id}", "POST /register", "GET /events"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const original = (await readUser(admin, target.userId)).full_name;
    ctx.cleanup(`restore the full name of ${target.email}`, () => admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: original } }));
    // Once an event failed to come, shrinking polls only once per case (the waiting was done).
    let polls = 4;
    await ctx.property("event", fc.stringMatching(FULL_NAME), async (candidate) => {
      // A change, not a no-op: the name must differ from the current one.
      const current = (await readUser(admin, target.userId)).full_name;
      const name = candidate === current ? `${candidate} Bis` : candidate;
      const queue = await openQueue(ctx, admin, ["realm_user"]);
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: name } });
      expectSuccess(ex, "an administrator changing a member's full_name");
      const { event, exchange } = await queue.waitFor(
        (e) => e?.type === "realm_user" && e.op === "update" && typeof e.person === "object" && e.person !== null && (e.person.user_id === undefined || e.person.user_id === target.userId),
        { polls },
      );
      if (!event) polls = 1;
      expectThat(event !== undefined, {
        title: "no realm_user update event after a full_name change",
        expected: `a realm_user event with op update about user ${target.userId} on the administrator's queue`,
        received: `events: ${show(queue.events, 600)}`,
        exchange: exchange ?? ex,
      });
    }, { runs: 3 });
  },
});
