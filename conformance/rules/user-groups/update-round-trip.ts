import fc from "fast-check";
import { stringMatching } from "../shared/matching.ts";
import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { show } from "../shared/users.ts";
import { CREATE, LIST, UPDATE, createGroup, groupById } from "./_groups.ts";

// PATCH /user_groups/{user_group_id} name and description are what GET /user_groups then lists for the group.
// (Both are sent: they were required before level 165.) The group is created for the run.
export default rule({
  id: "user-groups/update-round-trip",
  title: "PATCH /user_groups/{user_group_id} name and description round-trip through GET /user_groups",
  seed: "Endpoints, User groups: PATCH /user_groups/{user_group_id} — body name, description",
  statements: ["groups.update", "level.165"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator"],
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const group = await createGroup(ctx, admin, "round-trip", {});
    const arb = fc.record({
      label: stringMatching(/^[a-z]{1,8}$/),
      description: fc.oneof(fc.constant(""), stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!?-]{0,40}[A-Za-z0-9.!?]$/)),
    });
    await ctx.property("round-trip", arb, async ({ label, description }) => {
      const name = ctx.name(`renamed-${label}`);
      const ex = await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { name, description } });
      expectSuccess(ex, "renaming and describing a user group");
      const g = await groupById(admin, group.id);
      expectThat(g?.name === name && g?.description === description, {
        title: "the name or description set by PATCH /user_groups/{user_group_id} does not read back",
        expected: show({ name, description }),
        received: g ? show({ name: g.name, description: g.description }) : `no group ${group.id}`,
        exchange: ex,
      });
    }, { runs: 3 });
  },
});
