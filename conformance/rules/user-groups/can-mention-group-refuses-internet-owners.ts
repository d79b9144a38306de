import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, groupNamed, listGroups, show } from "../shared/users.ts";
import { CREATE, FORBIDDEN, LIST, UPDATE, createGroup, groupById, sameSetting } from "./_groups.ts";

// The mention setting cannot be the system groups role:internet and role:owners: both are listed as system groups,
// and creating a group with either is refused and creates nothing, as is changing a group's setting to either (the
// setting stays). (Checked from level 198, where the parameter has its current name.)
export default rule({
  id: "user-groups/can-mention-group-refuses-internet-owners",
  title: "can_mention_group cannot be role:internet or role:owners",
  seed: "User group object: the mention setting cannot be set to the system groups named role:internet and role:owners",
  statements: ["group.mention-not-internet-or-owners"],
  operations: [CREATE, UPDATE, LIST],
  roles: ["administrator"],
  since: "POST /user_groups/create body.can_mention_group @renamed",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const groups = await listGroups(admin);
    const forbidden = FORBIDDEN.map((n) => groupNamed(groups, n)[0]).filter((g) => typeof g?.id === "number");
    // The statement is about two system groups it names: they exist, and are listed as system groups.
    const missing = FORBIDDEN.filter((n) => !forbidden.some((g) => g.name === n && g.is_system_group === true));
    expectThat(missing.length === 0, {
      title: `the system group(s) ${missing.join(", ")} the seed names are not listed`,
      expected: `system groups ${FORBIDDEN.join(" and ")} in GET /user_groups`,
      received: `system groups: ${show(groups.filter((g) => g?.is_system_group === true).map((g) => g.name))}`,
    });
    // Both groups, on create and on update (a set of two: each is tried, not drawn).
    const group = await createGroup(ctx, admin, "mention-update-refused", {});
    const changeForm = ctx.since(`${UPDATE} body.can_mention_group @changed:only the {new, old} object`);
    // Each group on create and on update, each its own case.
    await ctx.each(forbidden, async (g) => {
      const name = ctx.name("mention-refused");
      const ex = await admin.call(CREATE, { body: { name, description: "must not be created", members: [admin.userId], can_mention_group: g.id } });
      const created = groupNamed(await listGroups(admin), name);
      expectThat(body(ex).result === "error" && created.length === 0, {
        title: `can_mention_group was set to ${g.name} on create`,
        expected: `an error and no group named ${name}`,
        received: `${show(body(ex))}; ${created.length} group(s) named ${name}`,
        exchange: ex,
      });
    });
    await ctx.each(forbidden, async (g) => {
      const value = changeForm ? { new: g.id } : g.id;
      const up = await admin.call(UPDATE, { path: { user_group_id: group.id }, body: { can_mention_group: value } });
      const after = (await groupById(admin, group.id as number))?.can_mention_group;
      expectThat(body(up).result === "error" && sameSetting(after, group.can_mention_group), {
        title: `can_mention_group was set to ${g.name} on update`,
        expected: `an error, can_mention_group still ${show(group.can_mention_group)}`,
        received: `${show(body(up))}; can_mention_group now ${show(after)}`,
        exchange: up,
      });
    });
  },
});
