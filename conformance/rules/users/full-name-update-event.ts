import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { FULL_NAME, readUser, show } from "../shared/users.ts";
import { collectEvents, registerQueue } from "../shared/events.ts";

// Changing a user's full_name sends a realm_user event with op update to users who can access the user (the
// administrator making the change among them). The full-name form's field list is not shown: only the type, the op
// and a person object are checked (and, where the person names a user_id, that it is the changed user).
export default rule({
  id: "users/full-name-update-event",
  title: "A full_name change emits a realm_user update event",
  seed: "Events: realm_user — sent to users who can access the modified user; op update; person (full-name change form)",
  statements: ["events.person-full-name", "events.realm-user-audience"],
  operations: ["PATCH /users/{user_id}", "POST /register", "GET /events", "DELETE /events"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const original = (await readUser(admin, target.userId)).full_name;
    ctx.cleanup(`restore the full name of ${target.email}`, () => admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: original } }));
    await ctx.property("event", stringMatching(FULL_NAME), async (candidate) => {
      // A change, not a no-op: the name must differ from the current one.
      const current = (await readUser(admin, target.userId)).full_name;
      const name = candidate === current ? `${candidate} Bis` : candidate;
      const queue = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { full_name: name } });
      expectSuccess(ex, "an administrator changing a member's full_name");
      // Bounded long polls: each returns at the next event; the wait ends at a heartbeat (the server had nothing).
      const isUpdate = (e: Record<string, any>) =>
        e?.type === "realm_user" && e.op === "update" && typeof e.person === "object" && e.person !== null && (e.person.user_id === undefined || e.person.user_id === target.userId);
      const got = await collectEvents(queue, (events) => events.some(isUpdate));
      expectThat(got.events.some(isUpdate), {
        title: "no realm_user update event after a full_name change",
        expected: `a realm_user event with op update about user ${target.userId} on the administrator's queue`,
        received: `events: ${show(got.events, 600)}`,
        exchange: got.last ?? ex,
      });
    }, { runs: 3 });
  },
});
