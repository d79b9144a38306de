import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { SHORT_TEXT, readUser, clearedProfileField, show } from "../shared/users.ts";

// An administrator's PATCH /users/{user_id} profile_data values for short-text fields are what GET /users/{user_id}
// with include_custom_profile_fields returns under each field's ID: the list carries two entries, as the seed's "list
// of objects" allows. The fields are created for the run (fields cannot be deleted through the seed's API; their
// names carry the run prefix); the values are cleared afterwards.
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
    // The list may hold several entries: two fields are set in one request, each read back under its own ID.
    const fields = [await clearedProfileField(ctx, admin, target), await clearedProfileField(ctx, admin, target, 1)];
    await ctx.property("profile-data", fc.tuple(stringMatching(SHORT_TEXT), stringMatching(SHORT_TEXT)), async (values) => {
      const profileData = fields.map((id, i) => ({ id, value: values[i] }));
      const ex = await admin.call("PATCH /users/{user_id}", { path: { user_id: target.userId }, body: { profile_data: profileData } });
      expectSuccess(ex, "an administrator setting two short-text profile fields of a member");
      const after = await readUser(admin, target.userId, { include_custom_profile_fields: true });
      const wrong = profileData.filter(({ id, value }) => after.profile_data?.[String(id)]?.value !== value);
      expectThat(wrong.length === 0, {
        title: "the profile_data values set by PATCH /users/{user_id} do not read back",
        expected: profileData.map(({ id, value }) => `profile_data["${id}"].value ${show(value)}`).join(", "),
        received: `profile_data ${show(after.profile_data)} (${wrong.length} of ${profileData.length} entries not set)`,
        exchange: ex,
      });
    }, { runs: 3 });
  },
});
