import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { UPDATE } from "./_groups.ts";
import { groupIds, unknownIds } from "../shared/wide-ids.ts";

// PATCH /user_groups/{user_group_id} with an ID no group has is the invalid-user-group error. Sent by an administrator:
// who else may edit groups is not shown, and a refusal for want of permission would be a second one, which the seed
// does not order against this one.
export default rule({
  id: "user-groups/update-unknown-id",
  title: "PATCH /user_groups/{user_group_id} with an unknown ID is the invalid-user-group error",
  seed: "Errors, BAD_REQUEST conditions: PATCH /user_groups/{id}, invalid group — invalid-user-group",
  statements: ["errors.update-group-invalid"],
  operations: [UPDATE, "GET /user_groups"],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    // IDs at the edges of the integer widths built from the groups that exist (each tried), then random ones.
    const admin = ctx.as("administrator");
    await unknownIds(ctx, "unknown-id", await groupIds(admin), async (id) => {
      const ex = await admin.call(UPDATE, { path: { user_group_id: id }, body: { name: ctx.name("no-such-group"), description: "no such group" } });
      expectError(ex, "invalid-user-group");
    }, { runs: 3 });
  },
});
