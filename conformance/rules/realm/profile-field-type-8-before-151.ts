import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

// Before level 151 the field types are 1 to 7: type 8 is not one of them and is refused.
export default rule({
  id: "realm/profile-field-type-8-before-151",
  title: "POST /realm/profile_fields refuses field_type 8 on servers older than it",
  seed: "Endpoints, Custom profile fields: field_type (1 to 8; 8 added at level 151); Versioning: 151 profile field type 8",
  statements: ["profile-fields.field-type", "level.151"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  until: "POST /realm/profile_fields body.field_type=8",
  writes: true,
  async run(ctx) {
    expectRefused(await createField(ctx, ctx.as("administrator"), "pf8old", { field_type: 8 }), "field_type 8 on a server older than it");
  },
});
