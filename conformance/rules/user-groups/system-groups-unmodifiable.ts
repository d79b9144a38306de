import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, isSuccess, listGroups, show } from "../shared/users.ts";
import { LIST, UPDATE, groupById } from "./_groups.ts";

// System groups cannot be modified by users, not even by an owner: a new description is refused and the group
// keeps its name and description (restored if a server accepted the change).
export default rule({
  id: "user-groups/system-groups-unmodifiable",
  title: "System groups cannot be modified",
  seed: "User group object: is_system_group — system groups cannot be modified by users; PATCH /user_groups/{user_group_id}",
  statements: ["group.is-system-group"],
  operations: [UPDATE, LIST],
  roles: ["owner"],
  writes: true,
  async run(ctx) {
    const owner = ctx.as("owner");
    const system = (await listGroups(owner)).filter((g) => g?.is_system_group === true && typeof g.id === "number");
    if (!system.length) {
      ctx.note("GET /user_groups lists no system group: nothing to test");
      return;
    }
    // Every system group, every run.
    await ctx.each(system, async (g) => {
      const ex = await owner.call(UPDATE, { path: { user_group_id: g.id }, body: { name: g.name, description: `${ctx.name("system-changed")} by the conformance suite` } });
      if (isSuccess(ex))
        ctx.cleanup(`restore the description of ${g.name}`, () => owner.call(UPDATE, { path: { user_group_id: g.id }, body: { name: g.name, description: g.description } }));
      const after = await groupById(owner, g.id);
      expectThat(body(ex).result === "error" && after?.name === g.name && after?.description === g.description, {
        title: `system group ${g.name} was modified`,
        expected: "an error; name and description unchanged",
        received: `${show(body(ex))}; now ${show({ name: after?.name, description: after?.description })}`,
        exchange: ex,
      });
    });
  },
});
