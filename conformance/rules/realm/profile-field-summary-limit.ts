import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE_FIELD, accepted, createField } from "./_support.ts";

// At most N fields of an organization may have display_in_profile_summary true (N is the spec's limit
// profile_summary_fields). How many already do cannot be read through the seed's API, so: of N + 1 consecutive
// creations with the flag, at most N are accepted (the attempts stop at the first refusal, so at most N fields
// are created).
export default rule({
  id: "realm/profile-field-summary-limit",
  title: "No more profile fields per organization have display_in_profile_summary than the limit",
  seed: "Endpoints, Custom profile fields: display_in_profile_summary (at most 2 fields may be true in an organization); Limits: profile summary fields",
  statements: ["profile-fields.summary-at-most-two", "limits.profile-summary-fields", "level.146"],
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  since: "POST /realm/profile_fields body.display_in_profile_summary",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const max = ctx.facts.limit("profile_summary_fields").max!;
    for (let attempt = 1; attempt <= max + 1; attempt++) {
      const ex = await createField(ctx, admin, "pfsum", { field_type: 1, display_in_profile_summary: true });
      if (!accepted(ex)) return;
      expectThat(attempt <= max, {
        title: "More profile summary fields accepted than the limit",
        expected: `at most ${max} fields with display_in_profile_summary true in the organization (creation ${max + 1} refused)`,
        received: `${attempt} consecutive creations with display_in_profile_summary true accepted; last: ${describeResponse(ex.response)}`,
        exchange: ex,
      });
    }
  },
});
