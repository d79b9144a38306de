import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

// From level 151 field type 8 (pronouns) exists: an administrator can create such a field. Creates one field.
export default rule({
  id: "realm/profile-field-type-8",
  title: "POST /realm/profile_fields accepts field_type 8 (pronouns)",
  seed: "Endpoints, Custom profile fields: field_type (1 to 8; 8 added at level 151); Versioning: 151 profile field type 8",
  statements: ["profile-fields.field-type", "profile-field.types", "level.151"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  since: "POST /realm/profile_fields body.field_type=8",
  writes: true,
  async run(ctx) {
    const ex = await createField(ctx, ctx.as("administrator"), "pf8", { field_type: 8 });
    const body = expectSuccess(ex, "creating a pronouns (type 8) profile field");
    expectThat(Number.isInteger(body.id), { title: "The new profile field has no integer id", expected: "id (integer)", received: describeResponse(ex.response), exchange: ex });
  },
});
