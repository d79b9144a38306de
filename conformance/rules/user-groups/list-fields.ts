import { rule } from "../rule.ts";
import { expectSuccess, expectThat } from "../expect.ts";
import { fetchUser, show, type Json } from "../shared/users.ts";
import { LIST } from "./_groups.ts";

// Every user group GET /user_groups lists has the user group object of the spec at the tested level, a unique ID,
// members that are users (IDs an administrator can read), and direct subgroups that are listed groups.
export default rule({
  id: "user-groups/list-fields",
  title: "User groups have the seed's fields; members are users and direct subgroups are groups",
  seed: "User group object: id, name, description, members (user IDs of members), direct_subgroup_ids (IDs of direct subgroups), is_system_group, can_mention_group",
  statements: ["group.id-name-description", "group.members", "group.direct-subgroup-ids", "groups.list-callers"],
  operations: [LIST, "GET /users/{user_id}"],
  roles: ["administrator"],
  async run(ctx) {
    const admin = ctx.as("administrator");
    const ex = await admin.call(LIST);
    const groups = (expectSuccess(ex, "listing user groups").user_groups ?? []) as Json[];
    const ids = new Set(groups.map((g) => g.id));
    expectThat(ids.size === groups.length, { title: "Two user groups share an ID", expected: "unique group IDs", received: show(groups.map((g) => g.id)), exchange: ex });
    const users = new Map<number, boolean>();
    // Every group, each its own case.
    await ctx.each(groups, async (g) => {
      const problems = ctx.spec.schemaProblems("UserGroup", g);
      for (const sub of Array.isArray(g.direct_subgroup_ids) ? g.direct_subgroup_ids : []) if (!ids.has(sub)) problems.push(`direct subgroup ${show(sub)} is not a listed group`);
      for (const m of Array.isArray(g.members) ? g.members : []) {
        if (!users.has(m)) users.set(m, Number.isInteger(m) && (await fetchUser(admin, m)).user !== undefined);
        if (!users.get(m)) problems.push(`member ${show(m)} is not a user`);
      }
      expectThat(problems.length === 0, { title: "A user group breaks the seed's shape", expected: "the user group object, members that are users, subgroups that are groups", received: `group ${show(g.id)} (${show(g.name)}): ${problems.join("; ")}`, exchange: ex });
    });
  },
});
