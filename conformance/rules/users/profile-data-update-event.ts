import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { SHORT_TEXT, clearedProfileField, show } from "../shared/users.ts";
import { collectEvents, registerQueue } from "../shared/events.ts";

// Setting a custom profile field value sends a realm_user update event whose person is the custom-profile-field
// form: user_id and custom_profile_field {id, value}.
export default rule({
  id: "users/profile-data-update-event",
  title: "A profile_data change emits a realm_user update event with custom_profile_field",
  seed: "Events: realm_user (op update); forms of person: custom profile field change (user_id, custom_profile_field object with id integer, value string or null)",
  statements: ["events.person-custom-profile-field"],
  operations: ["PATCH /users/{user_id}", "POST /register", "GET /events", "DELETE /events", "POST /realm/profile_fields"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const field = await clearedProfileField(ctx, admin, target);
    let previous: string | undefined;
    await ctx.property("event", stringMatching(SHORT_TEXT), async (candidate) => {
      // A change, not a no-op.
      const value = candidate === previous ? `${candidate}x` : candidate;
      const queue = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value }] } });
      expectSuccess(ex, "an administrator setting a short-text profile field of a member");
      previous = value;
      // Bounded long polls: each returns at the next event; the wait ends at a heartbeat (the server had nothing).
      const isCpf = (e: Record<string, any>) =>
        e?.type === "realm_user" &&
        e.op === "update" &&
        e.person?.user_id === target.userId &&
        typeof e.person.custom_profile_field === "object" &&
        e.person.custom_profile_field?.id === field;
      const got = await collectEvents(queue, (events) => events.some(isCpf));
      const event = got.events.find(isCpf) as Record<string, any> | undefined;
      const exchange = got.last;
      expectThat(event !== undefined && event.person.custom_profile_field.value === value, {
        title: event ? "the realm_user custom_profile_field event has another value" : "no realm_user custom_profile_field event after a profile_data change",
        expected: `a realm_user update event with person {user_id: ${target.userId}, custom_profile_field: {id: ${field}, value: ${show(value)}}}`,
        received: event ? show(event) : `events: ${show(got.events, 600)}`,
        exchange: exchange ?? ex,
      });
    }, { runs: 3 });
  },
});
