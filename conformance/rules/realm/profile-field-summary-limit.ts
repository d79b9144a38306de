import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { describeResponse } from "../../checks/evidence.ts";
import { CREATE_FIELD, accepted, createField } from "./_support.ts";

// At most 2 fields of an organization may have display_in_profile_summary true. How many already do cannot be
// read through the seed's API, so: of three consecutive creations with the flag, at most two are accepted (the
// attempts stop at the first refusal, so at most two fields are created).
export default rule({
  id: "realm/profile-field-summary-limit",
  title: "At most 2 profile fields per organization have display_in_profile_summary",
  seed: "Endpoints, Custom profile fields: display_in_profile_summary (at most 2 fields may be true in an organization); Limits: profile summary fields",
  operations: [CREATE_FIELD],
  roles: ["administrator"],
  since: "POST /realm/profile_fields body.display_in_profile_summary",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    for (let attempt = 1; attempt <= 3; attempt++) {
      const ex = await createField(ctx, admin, "pfsum", { field_type: 1, display_in_profile_summary: true });
      if (!accepted(ex)) return;
      expectThat(attempt < 3, {
        title: "A third profile summary field was accepted",
        expected: "at most 2 fields with display_in_profile_summary true in the organization (a third creation refused)",
        received: `three consecutive creations with display_in_profile_summary true accepted; last: ${describeResponse(ex.response)}`,
        exchange: ex,
      });
    }
  },
});
