import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, groupNamed, listGroups, show } from "../shared/users.ts";
import { CREATE, LIST } from "./_groups.ts";

// A group-setting value names user groups: the integer ID of a user group, or direct_subgroups, a list of group IDs.
// A can_mention_group naming an ID no group has cannot become a group's setting: the create is refused (no group of
// that name), or, if a server takes it, the group it lists names only groups that exist. (Which error a refusal is
// is not shown for this operation.) Both forms from level 258, where the object form came.
export default rule({
  id: "user-groups/can-mention-group-unknown-group",
  title: "can_mention_group naming no group does not become a group's setting",
  seed: "User group object: group-setting value — either the integer ID of a user group, or an object with direct_members (user IDs) and direct_subgroups (list of integer group IDs)",
  statements: ["group.setting-value"],
  operations: [CREATE, LIST],
  roles: ["administrator"],
  since: "GroupSettingValue @changed",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const unknown = fc.integer({ min: 1_000_000_000, max: 2_147_483_647 });
    const setting = fc.oneof(unknown, unknown.map((id) => ({ direct_members: [admin.userId], direct_subgroups: [id] })));
    const check = async (value: unknown) => {
      const name = ctx.name("mention-unknown");
      const ex = await admin.call(CREATE, { body: { name, description: "must not name an unknown group", members: [admin.userId], can_mention_group: value } });
      const groups = await listGroups(admin);
      const ids = new Set(groups.map((g) => g?.id));
      const created = groupNamed(groups, name);
      const named = (v: any): unknown[] => (typeof v === "number" ? [v] : Array.isArray(v?.direct_subgroups) ? v.direct_subgroups : []);
      const dangling = created.flatMap((g) => named(g.can_mention_group).filter((id) => !ids.has(id)));
      expectThat(created.length === 0 ? body(ex).result === "error" : dangling.length === 0, {
        title: "a can_mention_group naming no group became a group's setting",
        expected: `an error and no group named ${name}, or a group whose setting names only existing groups`,
        received: `${show(body(ex))}; ${created.length ? `setting ${show(created[0].can_mention_group)}` : "no group created"}`,
        exchange: ex,
      });
    };
    // Each form once, then drawn.
    await check(1_999_999_999);
    await check({ direct_members: [admin.userId], direct_subgroups: [1_999_999_999] });
    await ctx.property("unknown-group", setting, check, { runs: 2 });
  },
});
