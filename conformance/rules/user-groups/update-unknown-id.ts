import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectError } from "../expect.ts";
import { UPDATE } from "./_groups.ts";

// PATCH /user_groups/{user_group_id} with an ID no group has is the invalid-user-group error. Sent by an administrator:
// who else may edit groups is not shown, and a refusal for want of permission would be a second one, which the seed
// does not order against this one.
export default rule({
  id: "user-groups/update-unknown-id",
  title: "PATCH /user_groups/{user_group_id} with an unknown ID is the invalid-user-group error",
  seed: "Errors, BAD_REQUEST conditions: PATCH /user_groups/{id}, invalid group — invalid-user-group",
  statements: ["errors.update-group-invalid"],
  operations: [UPDATE],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    await ctx.property("unknown-id", fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }), async (id) => {
      const ex = await ctx.as("administrator").call(UPDATE, { path: { user_group_id: id }, body: { name: ctx.name("no-such-group"), description: "no such group" } });
      expectError(ex, "invalid-user-group");
    }, { runs: 3 });
  },
});
