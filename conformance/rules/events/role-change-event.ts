import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { collectEvents, registerQueue, show, type Body, type Event } from "../shared/events.ts";

// A role change sends a realm_user update event (the role form's field list is not shown: the event's type, op and
// a person about the user are checked). An owner makes a member a moderator and back; an administrator's client
// reads both events.
export default rule({
  id: "events/role-change-event",
  title: "A role change sends a realm_user update event",
  seed: "Events: realm_user (op update, person: form depends on the change); forms of person: role change",
  statements: ["events.person-role"],
  operations: ["PATCH /users/{user_id}", "POST /register", "GET /events", "DELETE /events"],
  roles: ["owner", "administrator", "member"],
  since: "Role=moderator",
  writes: true,
  async run(ctx) {
    const [owner, admin, member] = [ctx.as("owner"), ctx.as("administrator"), ctx.as("member")];
    const memberCode = ctx.facts.roleCode("member");
    const q = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
    ctx.cleanup(`make ${member.email} a member again`, () => owner.call("PATCH /users/{user_id}", { path: { user_id: member.userId }, body: { role: memberCode } }));
    await ctx.each(["moderator", "member"] as const, async (role) => {
      expectSuccess(await owner.call("PATCH /users/{user_id}", { path: { user_id: member.userId }, body: { role: ctx.facts.roleCode(role) } }), `making ${member.email} a ${role}`);
      const about = (e: Event) => e?.type === "realm_user" && e.op === "update" && typeof e.person === "object" && (e.person as Body).user_id === member.userId;
      const got = await collectEvents(q, (events) => events.some(about));
      expectThat(got.events.some(about), {
        title: `No realm_user update event after a role change: to ${role}`,
        expected: `a realm_user update event about user ${member.userId} after making it a ${role}`,
        received: `events ${show(got.events)}`,
        exchange: got.last,
      });
      q.lastEventId = Math.max(q.lastEventId, ...got.events.map((e) => e.id));
    });
  },
});
