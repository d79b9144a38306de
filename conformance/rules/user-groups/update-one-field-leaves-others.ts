import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { sameJson, show, type Json } from "../shared/users.ts";
import { UPDATE, LIST, CREATE, createGroup, groupById } from "./_groups.ts";

// Updating one field of a group leaves the others: a new name alone leaves the description, members, subgroups and
// mention setting as they were, and a new description alone leaves the name and the rest.
export default rule({
  id: "user-groups/update-one-field-leaves-others",
  title: "PATCH /user_groups/{user_group_id} changes the fields sent and nothing else",
  seed: "Endpoints, User groups: PATCH /user_groups/{user_group_id} (body optional: name, description; both required before level 165)",
  statements: ["groups.update"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator", "member"],
  since: `${UPDATE} body.name @changed`,
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const group = await createGroup(ctx, admin, "one-field", { members: [admin.userId, ctx.as("member").userId] });
    const without = (g: Json | undefined, field: string) => Object.fromEntries(Object.entries(g ?? {}).filter(([k]) => k !== field));
    const check = async (field: "name" | "description") => {
      const before = await groupById(admin, group.id as number);
      const value = field === "name" ? ctx.name("renamed") : `${ctx.name("d")} description`;
      expectSuccess(await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { [field]: value } }), `changing only the ${field} of a group`);
      const after = await groupById(admin, group.id as number);
      expectThat(after?.[field] === value && sameJson(without(after, field), without(before, field)), {
        title: `Changing a group's ${field} changed other fields`,
        expected: `${field} ${show(value)}, everything else as before: ${show(without(before, field))}`,
        received: show(after),
      });
    };
    await ctx.each(["name", "description"] as const, check);
  },
});
