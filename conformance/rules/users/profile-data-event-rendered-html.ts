import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { isSuccess, runProfileField, show } from "../shared/users.ts";
import { collectEvents, registerQueue } from "../shared/events.ts";
import { FIXED_MARKDOWN, unrendered } from "../shared/markdown.ts";

const PATCH = "PATCH /users/{user_id}";

// In the custom-profile-field form of a realm_user event, rendered_value is the value's Markdown rendered, for the
// field types that render Markdown (which those are is not shown: an event carrying rendered_value is of one). The
// run's short-text field gets a value with strong, emphasis and code words; the event's rendered_value, where it
// carries one, has each of them as an element of its own and no markup left (shared/markdown.ts). An event without
// rendered_value has nothing to check here (a note); one without the event is read by
// users/profile-data-event-rendered-value.
export default rule({
  id: "users/profile-data-event-rendered-html",
  title: "A custom_profile_field event's rendered_value is the value's Markdown rendered",
  seed: "Events, forms of person: custom profile field change (custom_profile_field with id integer, value string or null, rendered_value string present only for Markdown-rendering types)",
  statements: ["events.person-custom-profile-field"],
  operations: [PATCH, "POST /realm/profile_fields", "POST /register", "GET /events", "DELETE /events"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const field = await runProfileField(ctx, admin);
    const queue = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
    const ex = await admin.call(PATCH, { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value: FIXED_MARKDOWN.md }] } });
    if (!isSuccess(ex)) return ctx.note("the short-text value was refused; nothing to read");
    ctx.cleanup(`clear field ${field} of ${target.email}`, () => admin.call(PATCH, { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value: null }] } }));
    const isCpf = (e: Record<string, any>) => e?.type === "realm_user" && e.person?.user_id === target.userId && e.person?.custom_profile_field?.id === field && e.person.custom_profile_field.value === FIXED_MARKDOWN.md;
    const got = await collectEvents(queue, (events) => events.some(isCpf));
    const cpf = (got.events.find(isCpf) as Record<string, any> | undefined)?.person.custom_profile_field;
    if (!cpf || !("rendered_value" in cpf)) return ctx.note(cpf ? `the event for the short-text field ${field} has no rendered_value: this server renders no Markdown for it` : "no custom_profile_field event came (read by users/profile-data-event-rendered-value)");
    const wrong = unrendered(cpf.rendered_value, FIXED_MARKDOWN);
    expectThat(!wrong.length, {
      title: "rendered_value in a custom_profile_field event is not the value's Markdown rendered",
      expected: `${show(FIXED_MARKDOWN.md)} rendered: ${FIXED_MARKDOWN.styled.join(", ")} each the text of an element, no markup left`,
      received: `${wrong.join("; ")} in rendered_value ${show(cpf.rendered_value)}`,
      exchange: got.last ?? ex,
    });
  },
});
