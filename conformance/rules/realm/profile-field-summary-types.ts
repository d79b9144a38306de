import { rule } from "../rule.ts";
import { expectRefused } from "../shared/events.ts";
import { CREATE_FIELD, createField } from "./_support.ts";

// Long text (2) and person picker (6) fields cannot be shown in the profile summary.
export default rule({
  id: "realm/profile-field-summary-types",
  title: "display_in_profile_summary is refused for long text and person picker fields",
  seed: "Endpoints, Custom profile fields: display_in_profile_summary (long text and person picker types cannot be used)",
  statements: ["profile-fields.summary-types"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  since: "POST /realm/profile_fields body.display_in_profile_summary",
  writes: true,
  async run(ctx) {
    // Both types, exhaustively, each its own case.
    await ctx.each([2, 6], async (fieldType) => {
      const ex = await createField(ctx, ctx.as("administrator"), "pfsumtype", { field_type: fieldType, display_in_profile_summary: true });
      expectRefused(ex, `display_in_profile_summary for field_type ${fieldType}`);
    });
  },
});
