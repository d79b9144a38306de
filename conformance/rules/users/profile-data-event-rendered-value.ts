import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { isSuccess, show } from "../shared/users.ts";
import { collectEvents, registerQueue } from "../shared/events.ts";

const PATCH = "PATCH /users/{user_id}";

// In the custom-profile-field form of a realm_user event, rendered_value is a string present only for the field
// types that render Markdown: whichever types those are, it is never there as anything but a string (not null).
// A pronouns field (type 8, from its level) is created for the run and a member's value set: the event carries
// rendered_value absent or a string. (The value format per field type is not shown: should the server refuse the
// value, there is nothing to read, and the rule says so.)
export default rule({
  id: "users/profile-data-event-rendered-value",
  title: "A custom_profile_field event's rendered_value is absent or a string",
  seed: "Events, forms of person: custom profile field change (custom_profile_field with id integer, value string or null, rendered_value string present only for Markdown-rendering types)",
  statements: ["events.person-custom-profile-field"],
  operations: [PATCH, "POST /realm/profile_fields", "POST /register", "GET /events", "DELETE /events"],
  roles: ["administrator", "member"],
  since: "POST /realm/profile_fields body.field_type=8",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const created = await admin.call("POST /realm/profile_fields", { body: { name: ctx.name("pron"), hint: "", field_type: 8 } });
    const field = expectSuccess(created, "creating a pronouns (type 8) profile field").id as number;
    const queue = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
    const ex = await admin.call(PATCH, { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value: "they/them" }] } });
    if (!isSuccess(ex)) return ctx.note("the pronouns value was refused (the value format per field type is not shown); nothing to read");
    ctx.cleanup(`clear field ${field} of ${target.email}`, () => admin.call(PATCH, { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value: null }] } }));
    const isCpf = (e: Record<string, any>) => e?.type === "realm_user" && e.person?.user_id === target.userId && e.person?.custom_profile_field?.id === field;
    const got = await collectEvents(queue, (events) => events.some(isCpf));
    const event = got.events.find(isCpf) as Record<string, any> | undefined;
    const cpf = event?.person.custom_profile_field;
    expectThat(event !== undefined && (!("rendered_value" in cpf) || typeof cpf.rendered_value === "string"), {
      title: event ? "rendered_value in a custom_profile_field event is not a string" : "no realm_user custom_profile_field event after a profile_data change",
      expected: `a realm_user event with custom_profile_field {id: ${field}, value: "they/them"}, rendered_value absent or a string`,
      received: event ? show(event) : `events: ${show(got.events, 600)}`,
      exchange: got.last ?? ex,
    });
  },
});
