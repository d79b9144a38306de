import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { CREATE_FIELD, createField, listedFields, summaryFieldCount } from "./_support.ts";

// display_in_profile_summary is set at creation: a field created with false, and (while the organization shows fewer
// fields in the summary than the limit) one created with true, are listed (GET /realm/profile_fields, Zulip's,
// beyond the seed) with that value. The seed does not show the record's fields beyond the attributes set at creation
// and the ID ("not shown"), and Zulip leaves a false value out: a listed record without the attribute is not judged
// (noted), only one that carries it. Each value is its own case.
export default rule({
  id: "realm/profile-field-summary-round-trip",
  title: "A profile field is created shown in the profile summary or not, as asked",
  seed: "Endpoints, Custom profile fields: display_in_profile_summary boolean optional; Custom profile field: attributes set at creation include display_in_profile_summary",
  statements: ["profile-field.attributes", "profile-fields.summary-at-most-two"],
  operations: [CREATE_FIELD, "GET /realm/profile_fields"],
  roles: ["administrator"],
  since: "POST /realm/profile_fields body.display_in_profile_summary",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const max = ctx.facts.limit("profile_summary_fields").max!;
    const room = ((await summaryFieldCount(admin)) ?? max) < max;
    if (!room) ctx.note(`the organization already shows ${max} fields in the profile summary (or does not list them): only false is read`);
    await ctx.each(room ? [false, true] : [false], async (summary) => {
      const ex = await createField(ctx, admin, `pfsumrt-${summary ? "t" : "f"}`, { field_type: 1, display_in_profile_summary: summary });
      const id = expectSuccess(ex, `creating a field with display_in_profile_summary ${summary}`).id;
      const field = ((await listedFields(admin)) ?? []).find((f) => f.id === id);
      if (field && !("display_in_profile_summary" in field)) return ctx.note(`field ${show(id)} is listed without display_in_profile_summary (the record's shape is not shown): its ${summary} is not read`);
      expectThat(field?.display_in_profile_summary === summary, {
        title: `A profile field is listed with another display_in_profile_summary than it was created with: ${summary}`,
        expected: `field ${show(id)} with display_in_profile_summary ${summary}`,
        received: field ? show(field) : `no field ${show(id)} listed`,
        exchange: ex,
      });
    });
  },
});
