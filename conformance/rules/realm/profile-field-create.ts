import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE_FIELD, createField, listedFields } from "./_support.ts";
import { ifOffered } from "../shared/extras.ts";
import { bodyObject } from "../../checks/evidence.ts";
import { show } from "../shared/users.ts";

// An administrator creates a custom profile field (short text); the response carries its integer `id`.
// Creates one field, named with the run prefix (fields cannot be deleted through the seed's API). Its name and hint
// are attributes set at creation: where the server lists fields (Zulip's GET /realm/profile_fields; no seed operation
// reads one back) the new field is listed with the name and hint sent.
export default rule({
  id: "realm/profile-field-create",
  title: "POST /realm/profile_fields by an administrator returns the new field's integer id",
  seed: "Endpoints, Custom profile fields: POST /realm/profile_fields (admin only; Response: id (integer)); Custom profile field",
  statements: ["profile-fields.response", "profile-field.attributes", "profile-fields.name-hint-optional"],
  operations: [CREATE_FIELD],
  uses: ["GET /realm/profile_fields"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const ex = await createField(ctx, admin, "pfcreate", { field_type: 1 });
    const body = expectSuccess(ex, "creating a short text profile field as an administrator");
    expectThat(Number.isInteger(body.id), {
      title: "The new profile field has no integer id",
      expected: "id (integer) in the response",
      received: describeResponse(ex.response),
      exchange: ex,
    });
    const sent = new Map(Object.entries(ex.request.form ?? {}));
    const listed = await ifOffered(() => listedFields(admin));
    if (!listed) return;
    const field = listed.find((f) => f.id === body.id);
    expectThat(field?.name === sent.get("name") && field?.hint === sent.get("hint"), {
      title: "The new profile field is not listed with the name and hint it was created with",
      expected: `field ${show(body.id)} with name ${show(sent.get("name"))} and hint ${show(sent.get("hint"))} in GET /realm/profile_fields`,
      received: field ? show(field) : `no field ${show(body.id)} listed`,
      exchange: ex,
    });
  },
});
