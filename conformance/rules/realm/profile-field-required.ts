import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { CREATE_FIELD } from "./_support.ts";

// required is set at creation (level 244): a field created with required true and one created with false are
// listed (GET /realm/profile_fields, Zulip's, beyond the seed) with that value.
export default rule({
  id: "realm/profile-field-required",
  title: "A profile field is created required or not, as asked",
  seed: "Endpoints, Custom profile fields: required boolean optional (level 244); Custom profile field: attributes set at creation include required",
  statements: ["profile-fields.required", "profile-field.attributes", "level.236-267"],
  operations: [CREATE_FIELD, "GET /realm/profile_fields"],
  roles: ["administrator"],
  since: `${CREATE_FIELD} body.required`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    // Each value its own case. A listed record without `required` is not judged (the record's shape is not shown).
    await ctx.each([true, false], async (required) => {
      const ex = await admin.call(CREATE_FIELD, { body: { name: ctx.name(`req-${required ? "t" : "f"}`), hint: "", field_type: 1, required } });
      const id = expectSuccess(ex, `creating a field with required ${required}`).id;
      const listed = expectSuccess(await admin.call("GET /realm/profile_fields"), "listing the profile fields").custom_fields as Record<string, unknown>[] | undefined;
      const field = (listed ?? []).find((f) => f.id === id);
      if (field && !("required" in field)) return ctx.note(`field ${show(id)} is listed without required (the record's shape is not shown): its ${required} is not read`);
      expectThat(field?.required === required, { title: `A profile field is listed with another required value than it was created with: ${required}`, expected: `field ${show(id)} with required ${required}`, received: field ? show(field) : `no field ${show(id)} listed`, exchange: ex });
    });
  },
});
