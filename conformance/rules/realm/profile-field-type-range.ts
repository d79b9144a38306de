import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

// field_type is 1 to 8: every other integer is refused. (A server that wrongly accepts creates a prefixed field.)
export default rule({
  id: "realm/profile-field-type-range",
  title: "POST /realm/profile_fields refuses a field_type outside 1-8",
  seed: "Endpoints, Custom profile fields: field_type integer required (1 to 8); Custom profile field: field types",
  statements: ["profile-fields.field-type", "profile-field.types"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const outside = fc.oneof(fc.integer({ min: -1_000_000, max: 0 }), fc.integer({ min: 9, max: 1_000_000 }));
    await ctx.property("outside-1-8", outside, async (fieldType) => {
      expectRefused(await createField(ctx, ctx.as("administrator"), "pftype", { field_type: fieldType }), `field_type ${fieldType}`);
    });
  },
});
