import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { isSuccess, show } from "../shared/users.ts";
import { UPDATE, LIST, CREATE, createGroup, groupById } from "./_groups.ts";

// Before level 165 name and description were both required in a group update: a PATCH with only one of them is
// refused and changes nothing.
export default rule({
  id: "user-groups/update-name-description-required-before-165",
  title: "Before 165, a group update needs both name and description",
  seed: "Endpoints, User groups: PATCH /user_groups/{user_group_id} (name and description both required before level 165); Versioning: 165",
  statements: ["groups.update", "level.165"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator"],
  until: `${UPDATE} body.name @changed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const group = await createGroup(ctx, admin, "both-required", {});
    // Each of the two alone, each its own case.
    await ctx.each([{ name: ctx.name("only-name") }, { description: "only a description" }], async (body) => {
      const ex = await admin.call(UPDATE, { path: { user_group_id: group.id }, body });
      const after = await groupById(admin, group.id as number);
      expectThat(!isSuccess(ex) && after?.name === group.name && after?.description === group.description, {
        title: `A group update with only its ${Object.keys(body)[0]} was accepted before 165`,
        expected: `an error for ${show(body)}, the group unchanged`,
        received: `${show(ex.response.json)}; group now ${show({ name: after?.name, description: after?.description })}`,
        exchange: ex,
      });
    });
  },
});
