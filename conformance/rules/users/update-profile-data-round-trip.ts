import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { SHORT_TEXT, readUser, clearedProfileField, show } from "../shared/users.ts";

// An administrator's PATCH /users/{user_id} profile_data value for a short-text field is what GET /users/{user_id}
// with include_custom_profile_fields returns under that field's ID. The field is created for the run (fields cannot
// be deleted through the seed's API; its name carries the run prefix); the value is cleared afterwards.
export default rule({
  id: "users/update-profile-data-round-trip",
  title: "PATCH /users/{user_id} profile_data round-trips through GET /users/{user_id}",
  seed: "Endpoints, Users: PATCH /users/{user_id} — profile_data list of {id, value}; User object: profile_data maps the field ID to {value, rendered_value}",
  statements: ["users.update-profile-data", "user.profile-data"],
  operations: ["PATCH /users/{user_id}", "GET /users/{user_id}", "POST /realm/profile_fields"],
  roles: ["administrator", "member"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const target = ctx.as("member");
    const field = await clearedProfileField(ctx, admin, target);
    await ctx.property("profile-data", stringMatching(SHORT_TEXT), async (value) => {
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { profile_data: [{ id: field, value }] } });
      expectSuccess(ex, "an administrator setting a short-text profile field of a member");
      const after = await readUser(admin, target.userId, { include_custom_profile_fields: true });
      const entry = after.profile_data?.[String(field)];
      expectThat(entry?.value === value, {
        title: "the profile_data value set by PATCH /users/{user_id} does not read back",
        expected: `profile_data["${field}"].value ${show(value)}`,
        received: `profile_data ${show(after.profile_data)}`,
        exchange: ex,
      });
    }, { runs: 3 });
  },
});
