import fc from "fast-check";
import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { body, groupNamed, listGroups, show } from "../shared/users.ts";
import { CREATE, LIST } from "./_groups.ts";
import { wideIds } from "../shared/wide-ids.ts";

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
    // Wide IDs are built from groups that are not system groups: a server that puts a default setting in place of
    // an unknown group puts a system group there, never one of these.
    const userGroups = (await listGroups(admin)).filter((g) => g?.is_system_group === false).map((g) => g.id);
    const unknown = fc.integer({ min: 1_000_000_000, max: 2_147_483_647 });
    const setting = fc.oneof(unknown, unknown.map((id) => ({ direct_members: [admin.userId], direct_subgroups: [id] })));
    const check = async (value: unknown) => {
      const name = ctx.name("mention-unknown");
      const ex = await admin.call(CREATE, { body: { name, description: "must not name an unknown group", members: [admin.userId], can_mention_group: value } });
      const groups = await listGroups(admin);
      const ids = new Set(groups.map((g) => g?.id));
      const created = groupNamed(groups, name);
      const named = (v: any): unknown[] => (typeof v === "number" ? [v] : Array.isArray(v?.direct_subgroups) ? v.direct_subgroups : []);
      // The group the unknown ID names when cut to 32 bits: a setting naming it read the ID as a 32-bit integer.
      const sent = named(value)[0] as number;
      const cut = sent >= 2 ** 32 ? sent % 2 ** 32 : undefined;
      const dangling = created.flatMap((g) => named(g.can_mention_group).filter((id) => !ids.has(id) || id === cut));
      expectThat(created.length === 0 ? body(ex).result === "error" : dangling.length === 0, {
        title: "a can_mention_group naming no group became a group's setting",
        expected: `an error and no group named ${name}, or a group whose setting names only existing groups${cut === undefined ? "" : ` (not group ${cut}, which ${sent} is when cut to 32 bits)`}`,
        received: `${show(body(ex))}; ${created.length ? `setting ${show(created[0].can_mention_group)}` : "no group created"}`,
        exchange: ex,
      });
    };
    // Each form once, with IDs at the edges of the integer widths built from the groups that exist, then drawn.
    await ctx.each(
      [1_999_999_999, ...wideIds(userGroups)].flatMap((id) => [id, { direct_members: [admin.userId], direct_subgroups: [id] }]),
      check,
    );
    await ctx.property("unknown-group", setting, check, { runs: 2 });
  },
});
