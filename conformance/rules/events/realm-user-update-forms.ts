import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { runProfileField } from "../shared/users.ts";
import { collectEvents, registerQueue, show, type Body, type Event } from "../shared/events.ts";

const isCpfUpdate = (userId: number, fieldId: number) => (e: Event) =>
  e?.type === "realm_user" && e.op === "update" && (e.person as Body | undefined)?.user_id === userId && ((e.person as Body).custom_profile_field as Body | undefined)?.id === fieldId;

// realm_user update events carry `person` in the form of the change. An administrator sets a member's value of a
// custom profile field (the run's short text field, shared with the users rules, named with the run prefix): the
// administrator's client gets a realm_user update whose person is {user_id, custom_profile_field: {id, value,
// rendered_value?}} with the new value; and every realm_user update it gets matches one of the seed's forms (the
// spec's schema).
export default rule({
  id: "events/realm-user-update-forms",
  title: "realm_user update events have the seed's person forms (custom profile field change)",
  seed: "Events: realm_user (op update, person: form depends on the change; custom profile field change: user_id, custom_profile_field {id, value, rendered_value})",
  statements: ["events.realm-user-audience", "events.person-custom-profile-field"],
  operations: ["PATCH /users/{user_id}", "POST /realm/profile_fields", "POST /register", "GET /events", "DELETE /events"],
  roles: ["member", "administrator"],
  writes: true,
  async run(ctx) {
    const [admin, member] = [ctx.as("administrator"), ctx.as("member")];
    const fieldId = await runProfileField(ctx, admin);
    const q = await registerQueue(ctx, admin, { event_types: ["realm_user"] });
    const value = ctx.name("value");
    ctx.cleanup(`clear profile field ${fieldId} of ${member.email}`, () => admin.call("PATCH /users/{user_id}", { path: { user_id: member.userId }, body: { profile_data: [{ id: fieldId, value: "" }] } }));
    expectSuccess(await admin.call("PATCH /users/{user_id}", { path: { user_id: member.userId }, body: { profile_data: [{ id: fieldId, value }] } }), "setting a member's profile field");
    const got = await collectEvents(q, (events) => events.some(isCpfUpdate(member.userId, fieldId)));
    const event = got.events.find(isCpfUpdate(member.userId, fieldId));
    const cpf = (event?.person as Body | undefined)?.custom_profile_field as Body | undefined;
    expectThat(!!cpf && cpf.value === value && (cpf.rendered_value === undefined || typeof cpf.rendered_value === "string"), {
      title: "No realm_user update in the custom profile field form",
      expected: `a realm_user update event with person {user_id: ${member.userId}, custom_profile_field: {id: ${fieldId}, value: ${JSON.stringify(value)}, rendered_value?: string}}`,
      received: `events ${show(got.events)}`,
      exchange: got.last,
    });
    await ctx.each(got.events.filter((x) => x?.type === "realm_user" && x.op === "update"), async (e) => {
      const check = ctx.spec.validateResponse("GET", "/events", 200, { result: "success", msg: "", queue_id: q.id, events: [e] });
      expectThat(check.errors.length === 0, {
        title: "A realm_user update event does not have one of the seed's person forms",
        expected: "person in one of the forms of the realm_user event (spec: RealmUserUpdateEvent)",
        received: `${show(e)}: ${check.errors.slice(0, 5).join("; ")}${check.errors.length > 5 ? "; …" : ""}`,
        exchange: got.last,
      });
    });
  },
});
