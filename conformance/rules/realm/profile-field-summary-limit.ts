import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE_FIELD, accepted, createField, summaryFieldCount } from "./_support.ts";
import { ifOffered } from "../shared/extras.ts";

// At most N fields of an organization may have display_in_profile_summary true (N is the spec's limit
// profile_summary_fields), and a short-text field may have it (only long text and person picker cannot). Of N + 1
// consecutive creations of short-text fields with the flag, at most N are accepted (the attempts stop at the first
// refusal, so at most N fields are created). Where GET /realm/profile_fields (Zulip's, beyond the seed) says how
// many fields the organization already shows in the summary, exactly the creations up to the limit are accepted:
// none past it, and no refusal below it.
export default rule({
  id: "realm/profile-field-summary-limit",
  title: "No more profile fields per organization have display_in_profile_summary than the limit",
  seed: "Endpoints, Custom profile fields: display_in_profile_summary (at most 2 fields may be true in an organization); Limits: profile summary fields",
  statements: ["profile-fields.summary-at-most-two", "limits.profile-summary-fields", "level.146"],
  operations: [CREATE_FIELD],
  uses: ["GET /realm/profile_fields"],
  roles: ["administrator"],
  since: "POST /realm/profile_fields body.display_in_profile_summary",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const max = ctx.facts.limit("profile_summary_fields").max!;
    const before = await ifOffered(() => summaryFieldCount(admin));
    for (let attempt = 1; attempt <= max + 1; attempt++) {
      const ex = await createField(ctx, admin, "pfsum", { field_type: 1, display_in_profile_summary: true });
      if (!accepted(ex)) {
        expectThat(before === undefined || before + attempt - 1 >= max, {
          title: "A profile summary field refused below the limit",
          expected: `a short-text field with display_in_profile_summary true accepted: the organization had ${before! + attempt - 1} such fields, the limit is ${max}`,
          received: describeResponse(ex.response),
          exchange: ex,
        });
        return;
      }
      expectThat(attempt <= max && (before === undefined || before + attempt <= max), {
        title: "More profile summary fields accepted than the limit",
        expected: `at most ${max} fields with display_in_profile_summary true in the organization${before === undefined ? ` (creation ${max + 1} refused)` : ` (it had ${before} before)`}`,
        received: `${attempt} consecutive creations with display_in_profile_summary true accepted; last: ${describeResponse(ex.response)}`,
        exchange: ex,
      });
    }
  },
});
