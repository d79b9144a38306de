import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

// An administrator creates a custom profile field (short text); the response carries its integer `id`.
// Creates one field, named with the run prefix (fields cannot be deleted through the seed's API).
export default rule({
  id: "realm/profile-field-create",
  title: "POST /realm/profile_fields by an administrator returns the new field's integer id",
  seed: "Endpoints, Custom profile fields: POST /realm/profile_fields (admin only; Response: id (integer)); Custom profile field",
  statements: ["profile-fields.response", "profile-field.attributes"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const ex = await createField(ctx, ctx.as("administrator"), "pfcreate", { field_type: 1 });
    const body = expectSuccess(ex, "creating a short text profile field as an administrator");
    expectThat(Number.isInteger(body.id), {
      title: "The new profile field has no integer id",
      expected: "id (integer) in the response",
      received: describeResponse(ex.response),
      exchange: ex,
    });
  },
});
